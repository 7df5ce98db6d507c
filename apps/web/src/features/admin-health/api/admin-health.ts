import { type DocumentType, graphql } from '../../../graphql/gql';

// /admin/health (ADR 0041): one query for the page, and the actions on failed jobs.
export const ADMIN_HEALTH = graphql(`
  query AdminHealth {
    adminHealth {
      queues {
        name
        deadLetterOf
        waiting
        running
        failed
        total
      }
      failedJobs {
        id
        queue
        error
        retries
        data
        failedAt
      }
      failedVideos {
        id
        title
        error
        updatedAt
      }
      storage {
        area
        bytes
        objects
        measuredAt
      }
      databaseBytes
      nodes {
        id
        role
        hostname
        pid
        version
        startedAt
        lastBeatAt
      }
      lastBackup {
        id
        status
        trigger
        destination
        bytes
        error
        startedAt
        finishedAt
      }
    }
  }
`);

export type AdminHealthData = DocumentType<typeof ADMIN_HEALTH>['adminHealth'];

export const RETRY_JOB = graphql(`
  mutation AdminRetryJob($queue: String!, $jobId: ID!, $reason: String!) {
    adminRetryJob(queue: $queue, jobId: $jobId, reason: $reason)
  }
`);

export const DISCARD_JOB = graphql(`
  mutation AdminDiscardJob($queue: String!, $jobId: ID!, $reason: String!) {
    adminDiscardJob(queue: $queue, jobId: $jobId, reason: $reason)
  }
`);

export const MEASURE_STORAGE = graphql(`
  mutation AdminMeasureStorage {
    adminMeasureStorage
  }
`);
