import { type DocumentType, graphql } from '../../../graphql/gql';

// Scheduled backups on the settings page (ADR 0042); the destination is a start-up setting.
export const BACKUP_SCHEDULE = graphql(`
  query BackupSchedule {
    backupSchedule {
      frequency
      hour
      keep
      destination
    }
  }
`);

export type BackupScheduleData = DocumentType<typeof BACKUP_SCHEDULE>['backupSchedule'];

export const UPDATE_BACKUP_SCHEDULE = graphql(`
  mutation UpdateBackupSchedule($input: BackupScheduleInput!) {
    updateBackupSchedule(input: $input) {
      frequency
      hour
      keep
      destination
    }
  }
`);
