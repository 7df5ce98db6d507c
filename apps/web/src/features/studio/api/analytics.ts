import { type DocumentType, graphql } from '../../../graphql/gql';

// The figures of a period (issue 26): the same fields for a video, a channel and the site.
const ANALYTICS_FIELDS = graphql(`
  fragment AnalyticsFields on Analytics {
    from
    to
    views
    uniqueViewers
    watchSeconds
    averageViewSeconds
    days {
      day
      views
      uniqueViewers
      watchSeconds
    }
    retention
    trafficSources {
      source
      views
    }
    likes
    dislikes
    comments
    saves
    shares
    cartAdds
    attributedOrders
    revenueCents
  }
`);

export type AnalyticsFigures = DocumentType<typeof ANALYTICS_FIELDS>;

export const CHANNEL_ANALYTICS = graphql(`
  query ChannelAnalytics($from: String, $to: String) {
    channelAnalytics(from: $from, to: $to) {
      ...AnalyticsFields
    }
  }
`);

export const SITE_ANALYTICS = graphql(`
  query SiteAnalytics($from: String, $to: String) {
    siteAnalytics(from: $from, to: $to) {
      ...AnalyticsFields
    }
  }
`);

export const VIDEO_ANALYTICS = graphql(`
  query VideoAnalytics($videoId: ID!, $from: String, $to: String) {
    videoAnalytics(videoId: $videoId, from: $from, to: $to) {
      ...AnalyticsFields
    }
    getVideo(id: $videoId) {
      id
      title
      duration
    }
  }
`);
