import { SHIPPING_FIELDS, type ShippingInfo } from '@reelboard/shared/checkout';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/form-field';

// The eight required shipping fields (SPEC.md sections 3 and 5); e-mail and phone use
// their input types.
export function ShippingForm({ form }: { form: UseFormReturn<ShippingInfo> }) {
  const { errors } = form.formState;
  return (
    <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={(event) => event.preventDefault()}>
      {SHIPPING_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          required
          autoComplete={autoComplete[field.name]}
          error={errors[field.name]?.message}
          {...form.register(field.name)}
        />
      ))}
    </form>
  );
}

const autoComplete: Record<keyof ShippingInfo, string> = {
  name: 'name',
  email: 'email',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
};
