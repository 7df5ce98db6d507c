import { type DocumentType, graphql } from '../../../graphql/gql';

// The site settings page (ADR 0035).
export const SITE_SETTINGS = graphql(`
  query SiteSettings {
    siteSettings {
      ...SiteSettingsFields
    }
  }
  fragment SiteSettingsFields on SiteSettings {
    registration
    newAccountLevel
    uploadQuotaBytes
    uploadQuotaVideosPerDay
    siteName
    supportEmail
    reportHoldThreshold
    defaultSiteName
    defaultSupportEmail
    defaultReportHoldThreshold
    startupSettings
    updatedAt
  }
`);

export type SiteSettingsData = DocumentType<typeof SITE_SETTINGS>['siteSettings'];

export const UPDATE_SITE_SETTINGS = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      updatedAt
    }
  }
`);

export const CREATE_INVITATION = graphql(`
  mutation CreateInvitation {
    createInvitation {
      url
      expiresAt
    }
  }
`);

export const REVOKE_INVITATIONS = graphql(`
  mutation RevokeInvitations {
    revokeInvitations
  }
`);
