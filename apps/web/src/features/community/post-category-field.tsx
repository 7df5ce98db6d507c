import { POST_CATEGORIES } from '@reelboard/shared/engagement';
import { SelectField } from '../../components/ui/form-field';

/** The post categories of SPEC.md section 2, as creating and editing a post offer them. */
export function PostCategoryField({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (category: string) => void;
  /** A first, empty choice while none is made. */
  placeholder?: string;
}) {
  return (
    <SelectField label="Category" value={value} required onChange={(event) => onChange(event.target.value)}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {POST_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </SelectField>
  );
}
