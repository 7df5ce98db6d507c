/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query VideoCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      captions {\n        language\n        url\n      }\n    }\n  }\n": typeof types.VideoCaptionsDocument,
    "\n  query AdminHealth {\n    adminHealth {\n      queues {\n        name\n        deadLetterOf\n        waiting\n        running\n        failed\n        total\n      }\n      failedJobs {\n        id\n        queue\n        error\n        retries\n        data\n        failedAt\n      }\n      failedVideos {\n        id\n        title\n        error\n        updatedAt\n      }\n      storage {\n        area\n        bytes\n        objects\n        measuredAt\n      }\n      databaseBytes\n      nodes {\n        id\n        role\n        hostname\n        pid\n        version\n        startedAt\n        lastBeatAt\n      }\n      lastBackup {\n        id\n        status\n        trigger\n        destination\n        bytes\n        error\n        startedAt\n        finishedAt\n      }\n    }\n  }\n": typeof types.AdminHealthDocument,
    "\n  mutation AdminRetryJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminRetryJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n": typeof types.AdminRetryJobDocument,
    "\n  mutation AdminDiscardJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminDiscardJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n": typeof types.AdminDiscardJobDocument,
    "\n  mutation AdminMeasureStorage {\n    adminMeasureStorage\n  }\n": typeof types.AdminMeasureStorageDocument,
    "\n  fragment AdminProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    imageKeys\n    category\n    subcategory\n    donationNote\n    stock\n    soldOut\n    listed\n    variants {\n      id\n      name\n      price\n      stock\n      soldOut\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts {\n    listProducts(includeUnlisted: true) {\n      items {\n        ...AdminProductFields\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ShopProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ShopProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation SetProductListed($id: ID!, $listed: Boolean!) {\n    setProductListed(id: $id, listed: $listed) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.SetProductListedDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  query AdminUsers($query: String, $level: UserLevel, $status: AdminUserStatus, $limit: Int, $nextToken: String) {\n    adminUsers(query: $query, level: $level, status: $status, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        email\n        name\n        username\n        level\n        status\n        createdAt\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      id\n      email\n      name\n      username\n      bio\n      level\n      status\n      createdAt\n      sessions {\n        id\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n      }\n      videos {\n        ...AdminUserItemFields\n      }\n      comments {\n        ...AdminUserItemFields\n      }\n      posts {\n        ...AdminUserItemFields\n      }\n      reportsBy {\n        ...AdminUserItemFields\n      }\n      reportsAgainst {\n        ...AdminUserItemFields\n      }\n      orders {\n        ...AdminUserItemFields\n      }\n      moderationLog {\n        ...AdminUserItemFields\n      }\n    }\n  }\n  fragment AdminUserItemFields on AdminUserItem {\n    id\n    createdAt\n    label\n    detail\n    by\n    reason\n  }\n": typeof types.AdminUserDocument,
    "\n  mutation AdminSetUserLevel($userId: ID!, $level: UserLevel!, $reason: String!) {\n    adminSetUserLevel(userId: $userId, level: $level, reason: $reason)\n  }\n": typeof types.AdminSetUserLevelDocument,
    "\n  mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!, $reason: String!) {\n    adminSuspendUser(userId: $userId, suspend: $suspend, reason: $reason)\n  }\n": typeof types.AdminSuspendUserDocument,
    "\n  mutation AdminSignOutUser($userId: ID!, $reason: String!) {\n    adminSignOutUser(userId: $userId, reason: $reason)\n  }\n": typeof types.AdminSignOutUserDocument,
    "\n  mutation AdminResendConfirmation($userId: ID!, $reason: String!) {\n    adminResendConfirmation(userId: $userId, reason: $reason)\n  }\n": typeof types.AdminResendConfirmationDocument,
    "\n  mutation AdminDeleteUser($userId: ID!, $content: DeletedContentChoice!, $reason: String!) {\n    adminDeleteUser(userId: $userId, content: $content, reason: $reason)\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  query AdminListVideos($limit: Int, $nextToken: String) {\n    listVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AdminVideoFields\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminListVideosDocument,
    "\n  fragment AdminVideoFields on Video {\n    id\n    title\n    category\n    uploadDate\n    source\n    creatorId\n    creatorEmail\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n    isApproved\n    isFeatured\n    isTrending\n    adminNotes\n    updatedAt\n    processingStatus\n    publishAt\n    products {\n      _id\n    }\n    ...PlayableVideoFields\n  }\n": typeof types.AdminVideoFieldsFragmentDoc,
    "\n  subscription OnUpdateVideo {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n": typeof types.OnUpdateVideoDocument,
    "\n  mutation UpdateVideo($input: UpdateVideoInput!) {\n    updateVideo(input: $input) {\n      ...AdminVideoFields\n    }\n  }\n": typeof types.UpdateVideoDocument,
    "\n  query RegistrationMode {\n    registrationMode\n  }\n": typeof types.RegistrationModeDocument,
    "\n  query ManagedCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      captions {\n        language\n        cueCount\n        updatedAt\n      }\n    }\n  }\n": typeof types.ManagedCaptionsDocument,
    "\n  mutation DeleteVideoCaption($videoId: ID!, $language: String!) {\n    deleteVideoCaption(videoId: $videoId, language: $language)\n  }\n": typeof types.DeleteVideoCaptionDocument,
    "\n  query CartProducts($ids: [ID!]!) {\n    cartProducts(ids: $ids) {\n      _id\n      name\n      price\n      listed\n      soldOut\n      variants {\n        id\n        price\n        soldOut\n      }\n    }\n  }\n": typeof types.CartProductsDocument,
    "\n  query ShopSettings {\n    shopSettings {\n      deliveryFee\n      deliveryFeeCents\n      currency\n      paymentProvider\n      paypalClientId\n    }\n  }\n": typeof types.ShopSettingsDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    content\n    targetId\n    targetType\n    parentCommentId\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    dislikes\n    createdAt\n    editedAt\n    status\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": typeof types.CreateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  query ListComments($targetId: ID!, $targetType: String!) {\n    listComments(filter: { targetId: { eq: $targetId }, targetType: { eq: $targetType } }, limit: 1000) {\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": typeof types.ListCommentsDocument,
    "\n  subscription OnCreateComment($targetId: ID!, $targetType: CommentTargetType!) {\n    onCreateComment(targetId: $targetId, targetType: $targetType) {\n      ...CommentFields\n    }\n  }\n": typeof types.OnCreateCommentDocument,
    "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": typeof types.UpdateCommentDocument,
    "\n  mutation VoteComment($commentId: ID!, $vote: CommentVote!) {\n    voteComment(commentId: $commentId, vote: $vote) {\n      id\n      likes\n      dislikes\n    }\n  }\n": typeof types.VoteCommentDocument,
    "\n  query CommunityBoard {\n    communityBoard {\n      videos {\n        id\n        title\n        thumbnailUrl\n        commentCount\n      }\n      posts {\n        ...PostFields\n      }\n      popularVideoComments {\n        videoTitle\n        comment {\n          id\n          content\n          targetId\n          authorName\n          authorAvatarUrl\n        }\n      }\n    }\n  }\n": typeof types.CommunityBoardDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  query GetPost($id: ID!) {\n    getPost(id: $id) {\n      ...PostFields\n    }\n  }\n": typeof types.GetPostDocument,
    "\n  query MyReactions($postId: ID!, $userId: ID!) {\n    listReactions(filter: { postId: { eq: $postId }, userId: { eq: $userId } }) {\n      id\n      type\n    }\n  }\n": typeof types.MyReactionsDocument,
    "\n  fragment PostFields on Post {\n    id\n    title\n    content\n    category\n    imageUrl\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    loves\n    laughs\n    commentCount\n    createdAt\n    editedAt\n    hidden\n  }\n": typeof types.PostFieldsFragmentDoc,
    "\n  mutation ToggleReaction($postId: ID!, $type: PostReactionType!) {\n    toggleReaction(postId: $postId, type: $type) {\n      reacted\n      post {\n        ...PostFields\n      }\n    }\n  }\n": typeof types.ToggleReactionDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      ...PostFields\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  query GetCreator($id: ID!) {\n    getCreator(id: $id) {\n      ...CreatorFields\n    }\n  }\n": typeof types.GetCreatorDocument,
    "\n  query ListCreatorVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ListCreatorVideosDocument,
    "\n  query ListCreators($limit: Int) {\n    listCreators(limit: $limit) {\n      items {\n        ...CreatorFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ListCreatorsDocument,
    "\n  query FollowingFeed($nextToken: String) {\n    followingFeed(nextToken: $nextToken) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n": typeof types.FollowingFeedDocument,
    "\n  query SearchVideos($filter: ModelVideoFilterInput, $limit: Int, $text: String!) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n      }\n    }\n    searchCaptions(text: $text, limit: $limit) {\n      startSeconds\n      text\n      video {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SearchVideosDocument,
    "\n  mutation ClearWatchHistory {\n    clearWatchHistory\n  }\n": typeof types.ClearWatchHistoryDocument,
    "\n  query MySavedVideos($limit: Int, $nextToken: String) {\n    mySavedVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        savedAt\n        video {\n          ...VideoCardFields\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.MySavedVideosDocument,
    "\n  query MyWatchHistory($limit: Int, $nextToken: String) {\n    myHistoryPaused\n    myWatchHistory(limit: $limit, nextToken: $nextToken) {\n      items {\n        watchedAt\n        positionSeconds\n        video {\n          ...VideoCardFields\n          durationSeconds\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.MyWatchHistoryDocument,
    "\n  mutation RemoveFromWatchHistory($videoId: ID!) {\n    removeFromWatchHistory(videoId: $videoId)\n  }\n": typeof types.RemoveFromWatchHistoryDocument,
    "\n  query SavedVideosPreview($videoIds: [ID!]!) {\n    savedVideosPreview(videoIds: $videoIds) {\n      ...VideoCardFields\n    }\n  }\n": typeof types.SavedVideosPreviewDocument,
    "\n  mutation SetHistoryPaused($paused: Boolean!) {\n    setHistoryPaused(paused: $paused)\n  }\n": typeof types.SetHistoryPausedDocument,
    "\n  mutation AddBlockedTerm($input: AddBlockedTermInput!) {\n    addBlockedTerm(input: $input) {\n      id\n    }\n  }\n": typeof types.AddBlockedTermDocument,
    "\n  query BlockedTerms {\n    blockedTerms {\n      id\n      pattern\n      isRegex\n      createdAt\n    }\n  }\n": typeof types.BlockedTermsDocument,
    "\n  mutation ModerateContent($input: ModerateContentInput!) {\n    moderateContent(input: $input) {\n      targetType\n      targetId\n      action\n    }\n  }\n": typeof types.ModerateContentDocument,
    "\n  query ModerationAuditLog($limit: Int, $nextToken: String) {\n    moderationAuditLog(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        actor\n        actorName\n        action\n        targetType\n        targetId\n        reason\n        createdAt\n      }\n      nextToken\n    }\n  }\n": typeof types.ModerationAuditLogDocument,
    "\n  query ModerationQueue($limit: Int, $nextToken: String) {\n    moderationQueue(limit: $limit, nextToken: $nextToken) {\n      items {\n        targetType\n        targetId\n        reportCount\n        reasons {\n          reason\n          count\n        }\n        details {\n          reason\n          details\n          createdAt\n        }\n        firstReportedAt\n        lastReportedAt\n        state\n        title\n        text\n        authorId\n        authorName\n        authorSuspended\n      }\n      nextToken\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  subscription OnModerationQueueChanged {\n    onModerationQueueChanged {\n      action\n      targetType\n      targetId\n    }\n  }\n": typeof types.OnModerationQueueChangedDocument,
    "\n  mutation RemoveBlockedTerm($id: ID!) {\n    removeBlockedTerm(id: $id) {\n      id\n    }\n  }\n": typeof types.RemoveBlockedTermDocument,
    "\n  query MyOrders($nextToken: String) {\n    myOrders(limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        amount\n        createdAt\n        cartItems {\n          id\n          name\n          quantity\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  fragment BuyerOrderFields on ShopOrder {\n    id\n    status\n    amount\n    subtotal\n    deliveryFee\n    refunded\n    carrier\n    trackingNumber\n    createdAt\n    shippedAt\n    deliveredAt\n    shippingInfo {\n      name\n      address\n      city\n      state\n      postalCode\n      country\n    }\n    cartItems {\n      id\n      name\n      variantName\n      price\n      quantity\n      refundedQuantity\n      video {\n        id\n        title\n      }\n    }\n  }\n": typeof types.BuyerOrderFieldsFragmentDoc,
    "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      ...BuyerOrderFields\n    }\n  }\n": typeof types.MyOrderDocument,
    "\n  query FollowedOrder($secret: String!) {\n    followedOrder(secret: $secret) {\n      ...BuyerOrderFields\n    }\n  }\n": typeof types.FollowedOrderDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      inApp\n      email\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean!, $email: NotificationEmailDelivery!) {\n    setNotificationPreference(kind: $kind, inApp: $inApp, email: $email) {\n      kind\n      inApp\n      email\n    }\n  }\n": typeof types.SetNotificationPreferenceDocument,
    "\n  query ListOrders($status: String, $search: String, $nextToken: String) {\n    listOrders(status: $status, search: $search, limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        provider\n        orderID\n        amount\n        subtotal\n        deliveryFee\n        refunded\n        carrier\n        trackingNumber\n        createdAt\n        paidAt\n        shippingInfo {\n          name\n          email\n          address\n          city\n          state\n          postalCode\n          country\n          phone\n        }\n        cartItems {\n          id\n          name\n          variantName\n          price\n          quantity\n          refundedQuantity\n          video {\n            id\n            title\n          }\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.ListOrdersDocument,
    "\n  mutation MarkOrderShipped($orderId: ID!, $carrier: String!, $trackingNumber: String!) {\n    markOrderShipped(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n": typeof types.MarkOrderShippedDocument,
    "\n  mutation MarkOrderDelivered($orderId: ID!) {\n    markOrderDelivered(orderId: $orderId) {\n      id\n      status\n    }\n  }\n": typeof types.MarkOrderDeliveredDocument,
    "\n  mutation CancelOrder($orderId: ID!, $key: String!, $restoreStock: Boolean) {\n    cancelOrder(orderId: $orderId, key: $key, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation RefundOrder($orderId: ID!, $key: String!, $lines: [RefundLineInput!], $restoreStock: Boolean) {\n    refundOrder(orderId: $orderId, key: $key, lines: $lines, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n      cartItems {\n        id\n        refundedQuantity\n      }\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  query OrderRevenue($from: String!, $to: String!) {\n    orderRevenue(from: $from, to: $to) {\n      days {\n        day\n        orders\n        gross\n        refunded\n        net\n      }\n      products {\n        productId\n        name\n        units\n        gross\n        refunded\n        net\n      }\n    }\n  }\n": typeof types.OrderRevenueDocument,
    "\n  query OrderRevenueCsv($from: String!, $to: String!) {\n    orderRevenueCsv(from: $from, to: $to)\n  }\n": typeof types.OrderRevenueCsvDocument,
    "\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(id: $id)\n  }\n": typeof types.DeletePlaylistDocument,
    "\n  query GetPlaylist($id: ID!) {\n    getPlaylist(id: $id) {\n      ...PlaylistFields\n      videos {\n        ...VideoCardFields\n        ...PlayableVideoFields\n      }\n    }\n  }\n": typeof types.GetPlaylistDocument,
    "\n  mutation MovePlaylistVideo($playlistId: ID!, $videoId: ID!, $toIndex: Int!) {\n    movePlaylistVideo(playlistId: $playlistId, videoId: $videoId, toIndex: $toIndex) {\n      ...PlaylistFields\n    }\n  }\n": typeof types.MovePlaylistVideoDocument,
    "\n  mutation UpdatePlaylist($input: UpdatePlaylistInput!) {\n    updatePlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n": typeof types.UpdatePlaylistDocument,
    "\n  mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n": typeof types.UpdateUserProfileDocument,
    "\n  query VideoPublishTime($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      isApproved\n      publishAt\n    }\n  }\n": typeof types.VideoPublishTimeDocument,
    "\n  mutation SetVideoPublishTime($videoId: ID!, $publishAt: AWSDateTime) {\n    setVideoPublishTime(videoId: $videoId, publishAt: $publishAt) {\n      id\n      isApproved\n      publishAt\n    }\n  }\n": typeof types.SetVideoPublishTimeDocument,
    "\n  query ListProducts {\n    listProducts {\n      items {\n        _id\n        name\n        description\n        price\n        images\n        catagory\n        subCatagory\n        donationNote\n        soldOut\n        variants {\n          id\n          name\n          price\n          soldOut\n        }\n      }\n    }\n  }\n": typeof types.ListProductsDocument,
    "\n  query FollowingShorts($nextToken: String) {\n    followingFeed(nextToken: $nextToken, limit: 10, playableInShorts: true) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n": typeof types.FollowingShortsDocument,
    "\n  mutation MarkNotInterested($videoId: ID!) {\n    markNotInterested(videoId: $videoId)\n  }\n": typeof types.MarkNotInterestedDocument,
    "\n  fragment ShortFields on Video {\n    id\n    likes\n    dislikes\n    commentCount\n    creatorProfile {\n      ...CreatorFields\n    }\n    products {\n      ...VideoProductFields\n    }\n    ...PlayableVideoFields\n  }\n": typeof types.ShortFieldsFragmentDoc,
    "\n  query ShortsFeed($nextToken: String) {\n    shortsFeed(nextToken: $nextToken) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ShortsFeedDocument,
    "\n  query ShortById($id: ID!) {\n    getVideo(id: $id) {\n      ...ShortFields\n    }\n  }\n": typeof types.ShortByIdDocument,
    "\n  mutation UndoNotInterested($videoId: ID!) {\n    undoNotInterested(videoId: $videoId)\n  }\n": typeof types.UndoNotInterestedDocument,
    "\n  query BackupSchedule {\n    backupSchedule {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n": typeof types.BackupScheduleDocument,
    "\n  mutation UpdateBackupSchedule($input: BackupScheduleInput!) {\n    updateBackupSchedule(input: $input) {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n": typeof types.UpdateBackupScheduleDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n  fragment SiteSettingsFields on SiteSettings {\n    registration\n    newAccountLevel\n    uploadQuotaBytes\n    uploadQuotaVideosPerDay\n    siteName\n    supportEmail\n    reportHoldThreshold\n    defaultSiteName\n    defaultSupportEmail\n    defaultReportHoldThreshold\n    startupSettings\n    updatedAt\n  }\n": typeof types.SiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      updatedAt\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  mutation CreateInvitation {\n    createInvitation {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreateInvitationDocument,
    "\n  mutation RevokeInvitations {\n    revokeInvitations\n  }\n": typeof types.RevokeInvitationsDocument,
    "\n  fragment AnalyticsFields on Analytics {\n    from\n    to\n    views\n    uniqueViewers\n    watchSeconds\n    averageViewSeconds\n    days {\n      day\n      views\n      uniqueViewers\n      watchSeconds\n    }\n    retention\n    trafficSources {\n      source\n      views\n    }\n    likes\n    dislikes\n    comments\n    saves\n    shares\n    cartAdds\n    attributedOrders\n    revenueCents\n  }\n": typeof types.AnalyticsFieldsFragmentDoc,
    "\n  query ChannelAnalytics($from: String, $to: String) {\n    channelAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n": typeof types.ChannelAnalyticsDocument,
    "\n  query SiteAnalytics($from: String, $to: String) {\n    siteAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n": typeof types.SiteAnalyticsDocument,
    "\n  query VideoAnalytics($videoId: ID!, $from: String, $to: String) {\n    videoAnalytics(videoId: $videoId, from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n    getVideo(id: $videoId) {\n      id\n      title\n      duration\n    }\n  }\n": typeof types.VideoAnalyticsDocument,
    "\n  query StudioVideos($after: String, $limit: Int) {\n    studioVideos(after: $after, limit: $limit) {\n      items {\n        video {\n          id\n          title\n          uploadDate\n        }\n        status\n        views\n        watchSeconds\n        likes\n        comments\n        cartAdds\n        revenueCents\n        publishAt\n      }\n      nextToken\n    }\n  }\n": typeof types.StudioVideosDocument,
    "\n  query ThumbnailChoices($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      processingStatus\n      thumbnailUrl\n      thumbnailCandidates {\n        frame\n        atSeconds\n        url\n        isCurrent\n      }\n    }\n  }\n": typeof types.ThumbnailChoicesDocument,
    "\n  mutation ChooseVideoThumbnail($videoId: ID!, $frame: Int!) {\n    chooseVideoThumbnail(videoId: $videoId, frame: $frame) {\n      id\n      thumbnailUrl\n    }\n  }\n": typeof types.ChooseVideoThumbnailDocument,
    "\n  mutation CreateVideo($input: CreateVideoInput!) {\n    createVideo(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateVideoDocument,
    "\n  query MyVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n        uploadDate\n        isApproved\n        publishAt\n        processingStatus\n        processingError\n        products {\n          _id\n        }\n        shopStats {\n          cartAdds\n          attributedOrders\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.MyVideosDocument,
    "\n  subscription OnMyVideoUpdate {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n": typeof types.OnMyVideoUpdateDocument,
    "\n  query GetVideo($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      description\n      views\n      likes\n      dislikes\n      commentCount\n      uploadDate\n      category\n      tags\n      source\n      isApproved\n      processingStatus\n      processingError\n      creatorProfile {\n        ...CreatorFields\n      }\n      products {\n        ...VideoProductFields\n      }\n      ...PlayableVideoFields\n    }\n  }\n": typeof types.GetVideoDocument,
    "\n  query HomeFeed {\n    homeFeed {\n      featured {\n        ...VideoCardFields\n      }\n      trending {\n        ...VideoCardFields\n      }\n      latest {\n        ...VideoCardFields\n      }\n    }\n  }\n": typeof types.HomeFeedDocument,
    "\n  query ListVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ListVideosDocument,
    "\n  mutation AddToPlaylist($playlistId: ID!, $videoId: ID!) {\n    addToPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n": typeof types.AddToPlaylistDocument,
    "\n  mutation CreatePlaylist($input: CreatePlaylistInput!) {\n    createPlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n": typeof types.CreatePlaylistDocument,
    "\n  mutation CreateUserProfile($input: CreateUserProfileInput!) {\n    createUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n": typeof types.CreateUserProfileDocument,
    "\n  fragment CreatorFields on Creator {\n    id\n    name\n    avatarUrl\n    followers\n    videoCount\n    verified\n    isFollowing\n  }\n": typeof types.CreatorFieldsFragmentDoc,
    "\n  mutation FollowCreator($creatorId: ID!) {\n    followCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n": typeof types.FollowCreatorDocument,
    "\n  mutation ImportSavedVideos($videoIds: [ID!]!) {\n    importSavedVideos(videoIds: $videoIds)\n  }\n": typeof types.ImportSavedVideosDocument,
    "\n  query ListUserProfiles($sub: ID!) {\n    listUserProfiles(filter: { userId: { eq: $sub } }) {\n      items {\n        ...UserProfileFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ListUserProfilesDocument,
    "\n  query MyPlaylistIdsWithVideo($videoId: ID!) {\n    myPlaylistIdsWithVideo(videoId: $videoId)\n  }\n": typeof types.MyPlaylistIdsWithVideoDocument,
    "\n  query MyPlaylists($limit: Int, $nextToken: String) {\n    myPlaylists(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...PlaylistFields\n      }\n      nextToken\n    }\n  }\n": typeof types.MyPlaylistsDocument,
    "\n  query MyTheme {\n    myTheme\n  }\n": typeof types.MyThemeDocument,
    "\n  mutation SetMyTheme($theme: Theme) {\n    setMyTheme(theme: $theme)\n  }\n": typeof types.SetMyThemeDocument,
    "\n  query MyVideoLibraryState($videoId: ID!) {\n    myVideoLibraryState(videoId: $videoId) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n": typeof types.MyVideoLibraryStateDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  subscription OnNotificationsChanged {\n    onNotificationsChanged\n  }\n": typeof types.OnNotificationsChangedDocument,
    "\n  query Notifications($limit: Int, $nextToken: String) {\n    notifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        text\n        path\n        read\n        updatedAt\n      }\n      nextToken\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($id: ID) {\n    markNotificationsRead(id: $id)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  fragment PlayableVideoFields on Video {\n    title\n    source\n    sourceId\n    videoUrl\n    processedUrl\n    thumbnailUrl\n    fallbackThumbnailUrl\n  }\n": typeof types.PlayableVideoFieldsFragmentDoc,
    "\n  fragment PlaylistFields on Playlist {\n    id\n    title\n    visibility\n    videoCount\n    ownerName\n    isOwner\n    updatedAt\n  }\n": typeof types.PlaylistFieldsFragmentDoc,
    "\n  mutation RecordVideoView($videoId: ID!) {\n    recordVideoView(videoId: $videoId) {\n      id\n      views\n    }\n  }\n": typeof types.RecordVideoViewDocument,
    "\n  mutation RecordWatchProgress($entries: [WatchProgressInput!]!) {\n    recordWatchProgress(entries: $entries)\n  }\n": typeof types.RecordWatchProgressDocument,
    "\n  mutation RemoveFromPlaylist($playlistId: ID!, $videoId: ID!) {\n    removeFromPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n": typeof types.RemoveFromPlaylistDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  mutation SetVideoSaved($videoId: ID!, $saved: Boolean!) {\n    setVideoSaved(videoId: $videoId, saved: $saved) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n": typeof types.SetVideoSavedDocument,
    "\n  mutation UnfollowCreator($creatorId: ID!) {\n    unfollowCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n": typeof types.UnfollowCreatorDocument,
    "\n  fragment UserProfileFields on UserProfile {\n    id\n    userId\n    username\n    email\n    bio\n    avatarUrl\n    avatarImageUrl\n    followers\n    following\n    level\n    createdAt\n    updatedAt\n  }\n": typeof types.UserProfileFieldsFragmentDoc,
    "\n  fragment VideoCardFields on Video {\n    id\n    title\n    thumbnailUrl\n    fallbackThumbnailUrl\n    duration\n    views\n    commentCount\n    category\n    isFeatured\n    source\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n  }\n": typeof types.VideoCardFieldsFragmentDoc,
    "\n  fragment VideoProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    catagory\n    subCatagory\n    soldOut\n    hasVariants\n  }\n": typeof types.VideoProductFieldsFragmentDoc,
    "\n  mutation RecordVideoCartAdd($videoId: ID!, $productId: ID!) {\n    recordVideoCartAdd(videoId: $videoId, productId: $productId) {\n      claim\n    }\n  }\n": typeof types.RecordVideoCartAddDocument,
    "\n  mutation SetVideoProducts($videoId: ID!, $productIds: [ID!]!) {\n    setVideoProducts(videoId: $videoId, productIds: $productIds) {\n      id\n      products {\n        _id\n      }\n    }\n  }\n": typeof types.SetVideoProductsDocument,
    "\n  query TaggableProducts {\n    listProducts {\n      items {\n        _id\n        name\n        price\n      }\n    }\n  }\n": typeof types.TaggableProductsDocument,
    "\n  mutation VoteVideo($videoId: ID!, $vote: VideoVote!) {\n    voteVideo(videoId: $videoId, vote: $vote) {\n      vote\n      video {\n        id\n        likes\n        dislikes\n      }\n    }\n  }\n": typeof types.VoteVideoDocument,
    "\n  query MyVideoVote($videoId: ID!) {\n    myVideoVote(videoId: $videoId)\n  }\n": typeof types.MyVideoVoteDocument,
};
const documents: Documents = {
    "\n  query VideoCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      captions {\n        language\n        url\n      }\n    }\n  }\n": types.VideoCaptionsDocument,
    "\n  query AdminHealth {\n    adminHealth {\n      queues {\n        name\n        deadLetterOf\n        waiting\n        running\n        failed\n        total\n      }\n      failedJobs {\n        id\n        queue\n        error\n        retries\n        data\n        failedAt\n      }\n      failedVideos {\n        id\n        title\n        error\n        updatedAt\n      }\n      storage {\n        area\n        bytes\n        objects\n        measuredAt\n      }\n      databaseBytes\n      nodes {\n        id\n        role\n        hostname\n        pid\n        version\n        startedAt\n        lastBeatAt\n      }\n      lastBackup {\n        id\n        status\n        trigger\n        destination\n        bytes\n        error\n        startedAt\n        finishedAt\n      }\n    }\n  }\n": types.AdminHealthDocument,
    "\n  mutation AdminRetryJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminRetryJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n": types.AdminRetryJobDocument,
    "\n  mutation AdminDiscardJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminDiscardJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n": types.AdminDiscardJobDocument,
    "\n  mutation AdminMeasureStorage {\n    adminMeasureStorage\n  }\n": types.AdminMeasureStorageDocument,
    "\n  fragment AdminProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    imageKeys\n    category\n    subcategory\n    donationNote\n    stock\n    soldOut\n    listed\n    variants {\n      id\n      name\n      price\n      stock\n      soldOut\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts {\n    listProducts(includeUnlisted: true) {\n      items {\n        ...AdminProductFields\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ShopProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ShopProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation SetProductListed($id: ID!, $listed: Boolean!) {\n    setProductListed(id: $id, listed: $listed) {\n      ...AdminProductFields\n    }\n  }\n": types.SetProductListedDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  query AdminUsers($query: String, $level: UserLevel, $status: AdminUserStatus, $limit: Int, $nextToken: String) {\n    adminUsers(query: $query, level: $level, status: $status, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        email\n        name\n        username\n        level\n        status\n        createdAt\n      }\n      nextToken\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      id\n      email\n      name\n      username\n      bio\n      level\n      status\n      createdAt\n      sessions {\n        id\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n      }\n      videos {\n        ...AdminUserItemFields\n      }\n      comments {\n        ...AdminUserItemFields\n      }\n      posts {\n        ...AdminUserItemFields\n      }\n      reportsBy {\n        ...AdminUserItemFields\n      }\n      reportsAgainst {\n        ...AdminUserItemFields\n      }\n      orders {\n        ...AdminUserItemFields\n      }\n      moderationLog {\n        ...AdminUserItemFields\n      }\n    }\n  }\n  fragment AdminUserItemFields on AdminUserItem {\n    id\n    createdAt\n    label\n    detail\n    by\n    reason\n  }\n": types.AdminUserDocument,
    "\n  mutation AdminSetUserLevel($userId: ID!, $level: UserLevel!, $reason: String!) {\n    adminSetUserLevel(userId: $userId, level: $level, reason: $reason)\n  }\n": types.AdminSetUserLevelDocument,
    "\n  mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!, $reason: String!) {\n    adminSuspendUser(userId: $userId, suspend: $suspend, reason: $reason)\n  }\n": types.AdminSuspendUserDocument,
    "\n  mutation AdminSignOutUser($userId: ID!, $reason: String!) {\n    adminSignOutUser(userId: $userId, reason: $reason)\n  }\n": types.AdminSignOutUserDocument,
    "\n  mutation AdminResendConfirmation($userId: ID!, $reason: String!) {\n    adminResendConfirmation(userId: $userId, reason: $reason)\n  }\n": types.AdminResendConfirmationDocument,
    "\n  mutation AdminDeleteUser($userId: ID!, $content: DeletedContentChoice!, $reason: String!) {\n    adminDeleteUser(userId: $userId, content: $content, reason: $reason)\n  }\n": types.AdminDeleteUserDocument,
    "\n  query AdminListVideos($limit: Int, $nextToken: String) {\n    listVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AdminVideoFields\n      }\n      nextToken\n    }\n  }\n": types.AdminListVideosDocument,
    "\n  fragment AdminVideoFields on Video {\n    id\n    title\n    category\n    uploadDate\n    source\n    creatorId\n    creatorEmail\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n    isApproved\n    isFeatured\n    isTrending\n    adminNotes\n    updatedAt\n    processingStatus\n    publishAt\n    products {\n      _id\n    }\n    ...PlayableVideoFields\n  }\n": types.AdminVideoFieldsFragmentDoc,
    "\n  subscription OnUpdateVideo {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n": types.OnUpdateVideoDocument,
    "\n  mutation UpdateVideo($input: UpdateVideoInput!) {\n    updateVideo(input: $input) {\n      ...AdminVideoFields\n    }\n  }\n": types.UpdateVideoDocument,
    "\n  query RegistrationMode {\n    registrationMode\n  }\n": types.RegistrationModeDocument,
    "\n  query ManagedCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      captions {\n        language\n        cueCount\n        updatedAt\n      }\n    }\n  }\n": types.ManagedCaptionsDocument,
    "\n  mutation DeleteVideoCaption($videoId: ID!, $language: String!) {\n    deleteVideoCaption(videoId: $videoId, language: $language)\n  }\n": types.DeleteVideoCaptionDocument,
    "\n  query CartProducts($ids: [ID!]!) {\n    cartProducts(ids: $ids) {\n      _id\n      name\n      price\n      listed\n      soldOut\n      variants {\n        id\n        price\n        soldOut\n      }\n    }\n  }\n": types.CartProductsDocument,
    "\n  query ShopSettings {\n    shopSettings {\n      deliveryFee\n      deliveryFeeCents\n      currency\n      paymentProvider\n      paypalClientId\n    }\n  }\n": types.ShopSettingsDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    content\n    targetId\n    targetType\n    parentCommentId\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    dislikes\n    createdAt\n    editedAt\n    status\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": types.CreateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  query ListComments($targetId: ID!, $targetType: String!) {\n    listComments(filter: { targetId: { eq: $targetId }, targetType: { eq: $targetType } }, limit: 1000) {\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": types.ListCommentsDocument,
    "\n  subscription OnCreateComment($targetId: ID!, $targetType: CommentTargetType!) {\n    onCreateComment(targetId: $targetId, targetType: $targetType) {\n      ...CommentFields\n    }\n  }\n": types.OnCreateCommentDocument,
    "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": types.UpdateCommentDocument,
    "\n  mutation VoteComment($commentId: ID!, $vote: CommentVote!) {\n    voteComment(commentId: $commentId, vote: $vote) {\n      id\n      likes\n      dislikes\n    }\n  }\n": types.VoteCommentDocument,
    "\n  query CommunityBoard {\n    communityBoard {\n      videos {\n        id\n        title\n        thumbnailUrl\n        commentCount\n      }\n      posts {\n        ...PostFields\n      }\n      popularVideoComments {\n        videoTitle\n        comment {\n          id\n          content\n          targetId\n          authorName\n          authorAvatarUrl\n        }\n      }\n    }\n  }\n": types.CommunityBoardDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n": types.DeletePostDocument,
    "\n  query GetPost($id: ID!) {\n    getPost(id: $id) {\n      ...PostFields\n    }\n  }\n": types.GetPostDocument,
    "\n  query MyReactions($postId: ID!, $userId: ID!) {\n    listReactions(filter: { postId: { eq: $postId }, userId: { eq: $userId } }) {\n      id\n      type\n    }\n  }\n": types.MyReactionsDocument,
    "\n  fragment PostFields on Post {\n    id\n    title\n    content\n    category\n    imageUrl\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    loves\n    laughs\n    commentCount\n    createdAt\n    editedAt\n    hidden\n  }\n": types.PostFieldsFragmentDoc,
    "\n  mutation ToggleReaction($postId: ID!, $type: PostReactionType!) {\n    toggleReaction(postId: $postId, type: $type) {\n      reacted\n      post {\n        ...PostFields\n      }\n    }\n  }\n": types.ToggleReactionDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      ...PostFields\n    }\n  }\n": types.UpdatePostDocument,
    "\n  query GetCreator($id: ID!) {\n    getCreator(id: $id) {\n      ...CreatorFields\n    }\n  }\n": types.GetCreatorDocument,
    "\n  query ListCreatorVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n": types.ListCreatorVideosDocument,
    "\n  query ListCreators($limit: Int) {\n    listCreators(limit: $limit) {\n      items {\n        ...CreatorFields\n      }\n      nextToken\n    }\n  }\n": types.ListCreatorsDocument,
    "\n  query FollowingFeed($nextToken: String) {\n    followingFeed(nextToken: $nextToken) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n": types.FollowingFeedDocument,
    "\n  query SearchVideos($filter: ModelVideoFilterInput, $limit: Int, $text: String!) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n      }\n    }\n    searchCaptions(text: $text, limit: $limit) {\n      startSeconds\n      text\n      video {\n        id\n        title\n      }\n    }\n  }\n": types.SearchVideosDocument,
    "\n  mutation ClearWatchHistory {\n    clearWatchHistory\n  }\n": types.ClearWatchHistoryDocument,
    "\n  query MySavedVideos($limit: Int, $nextToken: String) {\n    mySavedVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        savedAt\n        video {\n          ...VideoCardFields\n        }\n      }\n      nextToken\n    }\n  }\n": types.MySavedVideosDocument,
    "\n  query MyWatchHistory($limit: Int, $nextToken: String) {\n    myHistoryPaused\n    myWatchHistory(limit: $limit, nextToken: $nextToken) {\n      items {\n        watchedAt\n        positionSeconds\n        video {\n          ...VideoCardFields\n          durationSeconds\n        }\n      }\n      nextToken\n    }\n  }\n": types.MyWatchHistoryDocument,
    "\n  mutation RemoveFromWatchHistory($videoId: ID!) {\n    removeFromWatchHistory(videoId: $videoId)\n  }\n": types.RemoveFromWatchHistoryDocument,
    "\n  query SavedVideosPreview($videoIds: [ID!]!) {\n    savedVideosPreview(videoIds: $videoIds) {\n      ...VideoCardFields\n    }\n  }\n": types.SavedVideosPreviewDocument,
    "\n  mutation SetHistoryPaused($paused: Boolean!) {\n    setHistoryPaused(paused: $paused)\n  }\n": types.SetHistoryPausedDocument,
    "\n  mutation AddBlockedTerm($input: AddBlockedTermInput!) {\n    addBlockedTerm(input: $input) {\n      id\n    }\n  }\n": types.AddBlockedTermDocument,
    "\n  query BlockedTerms {\n    blockedTerms {\n      id\n      pattern\n      isRegex\n      createdAt\n    }\n  }\n": types.BlockedTermsDocument,
    "\n  mutation ModerateContent($input: ModerateContentInput!) {\n    moderateContent(input: $input) {\n      targetType\n      targetId\n      action\n    }\n  }\n": types.ModerateContentDocument,
    "\n  query ModerationAuditLog($limit: Int, $nextToken: String) {\n    moderationAuditLog(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        actor\n        actorName\n        action\n        targetType\n        targetId\n        reason\n        createdAt\n      }\n      nextToken\n    }\n  }\n": types.ModerationAuditLogDocument,
    "\n  query ModerationQueue($limit: Int, $nextToken: String) {\n    moderationQueue(limit: $limit, nextToken: $nextToken) {\n      items {\n        targetType\n        targetId\n        reportCount\n        reasons {\n          reason\n          count\n        }\n        details {\n          reason\n          details\n          createdAt\n        }\n        firstReportedAt\n        lastReportedAt\n        state\n        title\n        text\n        authorId\n        authorName\n        authorSuspended\n      }\n      nextToken\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  subscription OnModerationQueueChanged {\n    onModerationQueueChanged {\n      action\n      targetType\n      targetId\n    }\n  }\n": types.OnModerationQueueChangedDocument,
    "\n  mutation RemoveBlockedTerm($id: ID!) {\n    removeBlockedTerm(id: $id) {\n      id\n    }\n  }\n": types.RemoveBlockedTermDocument,
    "\n  query MyOrders($nextToken: String) {\n    myOrders(limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        amount\n        createdAt\n        cartItems {\n          id\n          name\n          quantity\n        }\n      }\n      nextToken\n    }\n  }\n": types.MyOrdersDocument,
    "\n  fragment BuyerOrderFields on ShopOrder {\n    id\n    status\n    amount\n    subtotal\n    deliveryFee\n    refunded\n    carrier\n    trackingNumber\n    createdAt\n    shippedAt\n    deliveredAt\n    shippingInfo {\n      name\n      address\n      city\n      state\n      postalCode\n      country\n    }\n    cartItems {\n      id\n      name\n      variantName\n      price\n      quantity\n      refundedQuantity\n      video {\n        id\n        title\n      }\n    }\n  }\n": types.BuyerOrderFieldsFragmentDoc,
    "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      ...BuyerOrderFields\n    }\n  }\n": types.MyOrderDocument,
    "\n  query FollowedOrder($secret: String!) {\n    followedOrder(secret: $secret) {\n      ...BuyerOrderFields\n    }\n  }\n": types.FollowedOrderDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      inApp\n      email\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean!, $email: NotificationEmailDelivery!) {\n    setNotificationPreference(kind: $kind, inApp: $inApp, email: $email) {\n      kind\n      inApp\n      email\n    }\n  }\n": types.SetNotificationPreferenceDocument,
    "\n  query ListOrders($status: String, $search: String, $nextToken: String) {\n    listOrders(status: $status, search: $search, limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        provider\n        orderID\n        amount\n        subtotal\n        deliveryFee\n        refunded\n        carrier\n        trackingNumber\n        createdAt\n        paidAt\n        shippingInfo {\n          name\n          email\n          address\n          city\n          state\n          postalCode\n          country\n          phone\n        }\n        cartItems {\n          id\n          name\n          variantName\n          price\n          quantity\n          refundedQuantity\n          video {\n            id\n            title\n          }\n        }\n      }\n      nextToken\n    }\n  }\n": types.ListOrdersDocument,
    "\n  mutation MarkOrderShipped($orderId: ID!, $carrier: String!, $trackingNumber: String!) {\n    markOrderShipped(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n": types.MarkOrderShippedDocument,
    "\n  mutation MarkOrderDelivered($orderId: ID!) {\n    markOrderDelivered(orderId: $orderId) {\n      id\n      status\n    }\n  }\n": types.MarkOrderDeliveredDocument,
    "\n  mutation CancelOrder($orderId: ID!, $key: String!, $restoreStock: Boolean) {\n    cancelOrder(orderId: $orderId, key: $key, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation RefundOrder($orderId: ID!, $key: String!, $lines: [RefundLineInput!], $restoreStock: Boolean) {\n    refundOrder(orderId: $orderId, key: $key, lines: $lines, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n      cartItems {\n        id\n        refundedQuantity\n      }\n    }\n  }\n": types.RefundOrderDocument,
    "\n  query OrderRevenue($from: String!, $to: String!) {\n    orderRevenue(from: $from, to: $to) {\n      days {\n        day\n        orders\n        gross\n        refunded\n        net\n      }\n      products {\n        productId\n        name\n        units\n        gross\n        refunded\n        net\n      }\n    }\n  }\n": types.OrderRevenueDocument,
    "\n  query OrderRevenueCsv($from: String!, $to: String!) {\n    orderRevenueCsv(from: $from, to: $to)\n  }\n": types.OrderRevenueCsvDocument,
    "\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(id: $id)\n  }\n": types.DeletePlaylistDocument,
    "\n  query GetPlaylist($id: ID!) {\n    getPlaylist(id: $id) {\n      ...PlaylistFields\n      videos {\n        ...VideoCardFields\n        ...PlayableVideoFields\n      }\n    }\n  }\n": types.GetPlaylistDocument,
    "\n  mutation MovePlaylistVideo($playlistId: ID!, $videoId: ID!, $toIndex: Int!) {\n    movePlaylistVideo(playlistId: $playlistId, videoId: $videoId, toIndex: $toIndex) {\n      ...PlaylistFields\n    }\n  }\n": types.MovePlaylistVideoDocument,
    "\n  mutation UpdatePlaylist($input: UpdatePlaylistInput!) {\n    updatePlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n": types.UpdatePlaylistDocument,
    "\n  mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n": types.UpdateUserProfileDocument,
    "\n  query VideoPublishTime($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      isApproved\n      publishAt\n    }\n  }\n": types.VideoPublishTimeDocument,
    "\n  mutation SetVideoPublishTime($videoId: ID!, $publishAt: AWSDateTime) {\n    setVideoPublishTime(videoId: $videoId, publishAt: $publishAt) {\n      id\n      isApproved\n      publishAt\n    }\n  }\n": types.SetVideoPublishTimeDocument,
    "\n  query ListProducts {\n    listProducts {\n      items {\n        _id\n        name\n        description\n        price\n        images\n        catagory\n        subCatagory\n        donationNote\n        soldOut\n        variants {\n          id\n          name\n          price\n          soldOut\n        }\n      }\n    }\n  }\n": types.ListProductsDocument,
    "\n  query FollowingShorts($nextToken: String) {\n    followingFeed(nextToken: $nextToken, limit: 10, playableInShorts: true) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n": types.FollowingShortsDocument,
    "\n  mutation MarkNotInterested($videoId: ID!) {\n    markNotInterested(videoId: $videoId)\n  }\n": types.MarkNotInterestedDocument,
    "\n  fragment ShortFields on Video {\n    id\n    likes\n    dislikes\n    commentCount\n    creatorProfile {\n      ...CreatorFields\n    }\n    products {\n      ...VideoProductFields\n    }\n    ...PlayableVideoFields\n  }\n": types.ShortFieldsFragmentDoc,
    "\n  query ShortsFeed($nextToken: String) {\n    shortsFeed(nextToken: $nextToken) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n": types.ShortsFeedDocument,
    "\n  query ShortById($id: ID!) {\n    getVideo(id: $id) {\n      ...ShortFields\n    }\n  }\n": types.ShortByIdDocument,
    "\n  mutation UndoNotInterested($videoId: ID!) {\n    undoNotInterested(videoId: $videoId)\n  }\n": types.UndoNotInterestedDocument,
    "\n  query BackupSchedule {\n    backupSchedule {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n": types.BackupScheduleDocument,
    "\n  mutation UpdateBackupSchedule($input: BackupScheduleInput!) {\n    updateBackupSchedule(input: $input) {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n": types.UpdateBackupScheduleDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n  fragment SiteSettingsFields on SiteSettings {\n    registration\n    newAccountLevel\n    uploadQuotaBytes\n    uploadQuotaVideosPerDay\n    siteName\n    supportEmail\n    reportHoldThreshold\n    defaultSiteName\n    defaultSupportEmail\n    defaultReportHoldThreshold\n    startupSettings\n    updatedAt\n  }\n": types.SiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      updatedAt\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  mutation CreateInvitation {\n    createInvitation {\n      url\n      expiresAt\n    }\n  }\n": types.CreateInvitationDocument,
    "\n  mutation RevokeInvitations {\n    revokeInvitations\n  }\n": types.RevokeInvitationsDocument,
    "\n  fragment AnalyticsFields on Analytics {\n    from\n    to\n    views\n    uniqueViewers\n    watchSeconds\n    averageViewSeconds\n    days {\n      day\n      views\n      uniqueViewers\n      watchSeconds\n    }\n    retention\n    trafficSources {\n      source\n      views\n    }\n    likes\n    dislikes\n    comments\n    saves\n    shares\n    cartAdds\n    attributedOrders\n    revenueCents\n  }\n": types.AnalyticsFieldsFragmentDoc,
    "\n  query ChannelAnalytics($from: String, $to: String) {\n    channelAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n": types.ChannelAnalyticsDocument,
    "\n  query SiteAnalytics($from: String, $to: String) {\n    siteAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n": types.SiteAnalyticsDocument,
    "\n  query VideoAnalytics($videoId: ID!, $from: String, $to: String) {\n    videoAnalytics(videoId: $videoId, from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n    getVideo(id: $videoId) {\n      id\n      title\n      duration\n    }\n  }\n": types.VideoAnalyticsDocument,
    "\n  query StudioVideos($after: String, $limit: Int) {\n    studioVideos(after: $after, limit: $limit) {\n      items {\n        video {\n          id\n          title\n          uploadDate\n        }\n        status\n        views\n        watchSeconds\n        likes\n        comments\n        cartAdds\n        revenueCents\n        publishAt\n      }\n      nextToken\n    }\n  }\n": types.StudioVideosDocument,
    "\n  query ThumbnailChoices($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      processingStatus\n      thumbnailUrl\n      thumbnailCandidates {\n        frame\n        atSeconds\n        url\n        isCurrent\n      }\n    }\n  }\n": types.ThumbnailChoicesDocument,
    "\n  mutation ChooseVideoThumbnail($videoId: ID!, $frame: Int!) {\n    chooseVideoThumbnail(videoId: $videoId, frame: $frame) {\n      id\n      thumbnailUrl\n    }\n  }\n": types.ChooseVideoThumbnailDocument,
    "\n  mutation CreateVideo($input: CreateVideoInput!) {\n    createVideo(input: $input) {\n      id\n    }\n  }\n": types.CreateVideoDocument,
    "\n  query MyVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n        uploadDate\n        isApproved\n        publishAt\n        processingStatus\n        processingError\n        products {\n          _id\n        }\n        shopStats {\n          cartAdds\n          attributedOrders\n        }\n      }\n      nextToken\n    }\n  }\n": types.MyVideosDocument,
    "\n  subscription OnMyVideoUpdate {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n": types.OnMyVideoUpdateDocument,
    "\n  query GetVideo($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      description\n      views\n      likes\n      dislikes\n      commentCount\n      uploadDate\n      category\n      tags\n      source\n      isApproved\n      processingStatus\n      processingError\n      creatorProfile {\n        ...CreatorFields\n      }\n      products {\n        ...VideoProductFields\n      }\n      ...PlayableVideoFields\n    }\n  }\n": types.GetVideoDocument,
    "\n  query HomeFeed {\n    homeFeed {\n      featured {\n        ...VideoCardFields\n      }\n      trending {\n        ...VideoCardFields\n      }\n      latest {\n        ...VideoCardFields\n      }\n    }\n  }\n": types.HomeFeedDocument,
    "\n  query ListVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n": types.ListVideosDocument,
    "\n  mutation AddToPlaylist($playlistId: ID!, $videoId: ID!) {\n    addToPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n": types.AddToPlaylistDocument,
    "\n  mutation CreatePlaylist($input: CreatePlaylistInput!) {\n    createPlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n": types.CreatePlaylistDocument,
    "\n  mutation CreateUserProfile($input: CreateUserProfileInput!) {\n    createUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n": types.CreateUserProfileDocument,
    "\n  fragment CreatorFields on Creator {\n    id\n    name\n    avatarUrl\n    followers\n    videoCount\n    verified\n    isFollowing\n  }\n": types.CreatorFieldsFragmentDoc,
    "\n  mutation FollowCreator($creatorId: ID!) {\n    followCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n": types.FollowCreatorDocument,
    "\n  mutation ImportSavedVideos($videoIds: [ID!]!) {\n    importSavedVideos(videoIds: $videoIds)\n  }\n": types.ImportSavedVideosDocument,
    "\n  query ListUserProfiles($sub: ID!) {\n    listUserProfiles(filter: { userId: { eq: $sub } }) {\n      items {\n        ...UserProfileFields\n      }\n      nextToken\n    }\n  }\n": types.ListUserProfilesDocument,
    "\n  query MyPlaylistIdsWithVideo($videoId: ID!) {\n    myPlaylistIdsWithVideo(videoId: $videoId)\n  }\n": types.MyPlaylistIdsWithVideoDocument,
    "\n  query MyPlaylists($limit: Int, $nextToken: String) {\n    myPlaylists(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...PlaylistFields\n      }\n      nextToken\n    }\n  }\n": types.MyPlaylistsDocument,
    "\n  query MyTheme {\n    myTheme\n  }\n": types.MyThemeDocument,
    "\n  mutation SetMyTheme($theme: Theme) {\n    setMyTheme(theme: $theme)\n  }\n": types.SetMyThemeDocument,
    "\n  query MyVideoLibraryState($videoId: ID!) {\n    myVideoLibraryState(videoId: $videoId) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n": types.MyVideoLibraryStateDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  subscription OnNotificationsChanged {\n    onNotificationsChanged\n  }\n": types.OnNotificationsChangedDocument,
    "\n  query Notifications($limit: Int, $nextToken: String) {\n    notifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        text\n        path\n        read\n        updatedAt\n      }\n      nextToken\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($id: ID) {\n    markNotificationsRead(id: $id)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  fragment PlayableVideoFields on Video {\n    title\n    source\n    sourceId\n    videoUrl\n    processedUrl\n    thumbnailUrl\n    fallbackThumbnailUrl\n  }\n": types.PlayableVideoFieldsFragmentDoc,
    "\n  fragment PlaylistFields on Playlist {\n    id\n    title\n    visibility\n    videoCount\n    ownerName\n    isOwner\n    updatedAt\n  }\n": types.PlaylistFieldsFragmentDoc,
    "\n  mutation RecordVideoView($videoId: ID!) {\n    recordVideoView(videoId: $videoId) {\n      id\n      views\n    }\n  }\n": types.RecordVideoViewDocument,
    "\n  mutation RecordWatchProgress($entries: [WatchProgressInput!]!) {\n    recordWatchProgress(entries: $entries)\n  }\n": types.RecordWatchProgressDocument,
    "\n  mutation RemoveFromPlaylist($playlistId: ID!, $videoId: ID!) {\n    removeFromPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n": types.RemoveFromPlaylistDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n": types.ReportContentDocument,
    "\n  mutation SetVideoSaved($videoId: ID!, $saved: Boolean!) {\n    setVideoSaved(videoId: $videoId, saved: $saved) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n": types.SetVideoSavedDocument,
    "\n  mutation UnfollowCreator($creatorId: ID!) {\n    unfollowCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n": types.UnfollowCreatorDocument,
    "\n  fragment UserProfileFields on UserProfile {\n    id\n    userId\n    username\n    email\n    bio\n    avatarUrl\n    avatarImageUrl\n    followers\n    following\n    level\n    createdAt\n    updatedAt\n  }\n": types.UserProfileFieldsFragmentDoc,
    "\n  fragment VideoCardFields on Video {\n    id\n    title\n    thumbnailUrl\n    fallbackThumbnailUrl\n    duration\n    views\n    commentCount\n    category\n    isFeatured\n    source\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n  }\n": types.VideoCardFieldsFragmentDoc,
    "\n  fragment VideoProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    catagory\n    subCatagory\n    soldOut\n    hasVariants\n  }\n": types.VideoProductFieldsFragmentDoc,
    "\n  mutation RecordVideoCartAdd($videoId: ID!, $productId: ID!) {\n    recordVideoCartAdd(videoId: $videoId, productId: $productId) {\n      claim\n    }\n  }\n": types.RecordVideoCartAddDocument,
    "\n  mutation SetVideoProducts($videoId: ID!, $productIds: [ID!]!) {\n    setVideoProducts(videoId: $videoId, productIds: $productIds) {\n      id\n      products {\n        _id\n      }\n    }\n  }\n": types.SetVideoProductsDocument,
    "\n  query TaggableProducts {\n    listProducts {\n      items {\n        _id\n        name\n        price\n      }\n    }\n  }\n": types.TaggableProductsDocument,
    "\n  mutation VoteVideo($videoId: ID!, $vote: VideoVote!) {\n    voteVideo(videoId: $videoId, vote: $vote) {\n      vote\n      video {\n        id\n        likes\n        dislikes\n      }\n    }\n  }\n": types.VoteVideoDocument,
    "\n  query MyVideoVote($videoId: ID!) {\n    myVideoVote(videoId: $videoId)\n  }\n": types.MyVideoVoteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      captions {\n        language\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query VideoCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      captions {\n        language\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHealth {\n    adminHealth {\n      queues {\n        name\n        deadLetterOf\n        waiting\n        running\n        failed\n        total\n      }\n      failedJobs {\n        id\n        queue\n        error\n        retries\n        data\n        failedAt\n      }\n      failedVideos {\n        id\n        title\n        error\n        updatedAt\n      }\n      storage {\n        area\n        bytes\n        objects\n        measuredAt\n      }\n      databaseBytes\n      nodes {\n        id\n        role\n        hostname\n        pid\n        version\n        startedAt\n        lastBeatAt\n      }\n      lastBackup {\n        id\n        status\n        trigger\n        destination\n        bytes\n        error\n        startedAt\n        finishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminHealth {\n    adminHealth {\n      queues {\n        name\n        deadLetterOf\n        waiting\n        running\n        failed\n        total\n      }\n      failedJobs {\n        id\n        queue\n        error\n        retries\n        data\n        failedAt\n      }\n      failedVideos {\n        id\n        title\n        error\n        updatedAt\n      }\n      storage {\n        area\n        bytes\n        objects\n        measuredAt\n      }\n      databaseBytes\n      nodes {\n        id\n        role\n        hostname\n        pid\n        version\n        startedAt\n        lastBeatAt\n      }\n      lastBackup {\n        id\n        status\n        trigger\n        destination\n        bytes\n        error\n        startedAt\n        finishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminRetryJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminRetryJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminRetryJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDiscardJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminDiscardJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminDiscardJob($queue: String!, $jobId: ID!, $reason: String!) {\n    adminDiscardJob(queue: $queue, jobId: $jobId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMeasureStorage {\n    adminMeasureStorage\n  }\n"): (typeof documents)["\n  mutation AdminMeasureStorage {\n    adminMeasureStorage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    imageKeys\n    category\n    subcategory\n    donationNote\n    stock\n    soldOut\n    listed\n    variants {\n      id\n      name\n      price\n      stock\n      soldOut\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    imageKeys\n    category\n    subcategory\n    donationNote\n    stock\n    soldOut\n    listed\n    variants {\n      id\n      name\n      price\n      stock\n      soldOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts {\n    listProducts(includeUnlisted: true) {\n      items {\n        ...AdminProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts {\n    listProducts(includeUnlisted: true) {\n      items {\n        ...AdminProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ShopProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ShopProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ShopProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ShopProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductListed($id: ID!, $listed: Boolean!) {\n    setProductListed(id: $id, listed: $listed) {\n      ...AdminProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductListed($id: ID!, $listed: Boolean!) {\n    setProductListed(id: $id, listed: $listed) {\n      ...AdminProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($query: String, $level: UserLevel, $status: AdminUserStatus, $limit: Int, $nextToken: String) {\n    adminUsers(query: $query, level: $level, status: $status, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        email\n        name\n        username\n        level\n        status\n        createdAt\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($query: String, $level: UserLevel, $status: AdminUserStatus, $limit: Int, $nextToken: String) {\n    adminUsers(query: $query, level: $level, status: $status, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        email\n        name\n        username\n        level\n        status\n        createdAt\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      id\n      email\n      name\n      username\n      bio\n      level\n      status\n      createdAt\n      sessions {\n        id\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n      }\n      videos {\n        ...AdminUserItemFields\n      }\n      comments {\n        ...AdminUserItemFields\n      }\n      posts {\n        ...AdminUserItemFields\n      }\n      reportsBy {\n        ...AdminUserItemFields\n      }\n      reportsAgainst {\n        ...AdminUserItemFields\n      }\n      orders {\n        ...AdminUserItemFields\n      }\n      moderationLog {\n        ...AdminUserItemFields\n      }\n    }\n  }\n  fragment AdminUserItemFields on AdminUserItem {\n    id\n    createdAt\n    label\n    detail\n    by\n    reason\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      id\n      email\n      name\n      username\n      bio\n      level\n      status\n      createdAt\n      sessions {\n        id\n        createdAt\n        lastUsedAt\n        expiresAt\n        revokedAt\n      }\n      videos {\n        ...AdminUserItemFields\n      }\n      comments {\n        ...AdminUserItemFields\n      }\n      posts {\n        ...AdminUserItemFields\n      }\n      reportsBy {\n        ...AdminUserItemFields\n      }\n      reportsAgainst {\n        ...AdminUserItemFields\n      }\n      orders {\n        ...AdminUserItemFields\n      }\n      moderationLog {\n        ...AdminUserItemFields\n      }\n    }\n  }\n  fragment AdminUserItemFields on AdminUserItem {\n    id\n    createdAt\n    label\n    detail\n    by\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserLevel($userId: ID!, $level: UserLevel!, $reason: String!) {\n    adminSetUserLevel(userId: $userId, level: $level, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminSetUserLevel($userId: ID!, $level: UserLevel!, $reason: String!) {\n    adminSetUserLevel(userId: $userId, level: $level, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!, $reason: String!) {\n    adminSuspendUser(userId: $userId, suspend: $suspend, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!, $reason: String!) {\n    adminSuspendUser(userId: $userId, suspend: $suspend, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignOutUser($userId: ID!, $reason: String!) {\n    adminSignOutUser(userId: $userId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminSignOutUser($userId: ID!, $reason: String!) {\n    adminSignOutUser(userId: $userId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendConfirmation($userId: ID!, $reason: String!) {\n    adminResendConfirmation(userId: $userId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminResendConfirmation($userId: ID!, $reason: String!) {\n    adminResendConfirmation(userId: $userId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($userId: ID!, $content: DeletedContentChoice!, $reason: String!) {\n    adminDeleteUser(userId: $userId, content: $content, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($userId: ID!, $content: DeletedContentChoice!, $reason: String!) {\n    adminDeleteUser(userId: $userId, content: $content, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListVideos($limit: Int, $nextToken: String) {\n    listVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AdminVideoFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminListVideos($limit: Int, $nextToken: String) {\n    listVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...AdminVideoFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminVideoFields on Video {\n    id\n    title\n    category\n    uploadDate\n    source\n    creatorId\n    creatorEmail\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n    isApproved\n    isFeatured\n    isTrending\n    adminNotes\n    updatedAt\n    processingStatus\n    publishAt\n    products {\n      _id\n    }\n    ...PlayableVideoFields\n  }\n"): (typeof documents)["\n  fragment AdminVideoFields on Video {\n    id\n    title\n    category\n    uploadDate\n    source\n    creatorId\n    creatorEmail\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n    isApproved\n    isFeatured\n    isTrending\n    adminNotes\n    updatedAt\n    processingStatus\n    publishAt\n    products {\n      _id\n    }\n    ...PlayableVideoFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnUpdateVideo {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription OnUpdateVideo {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVideo($input: UpdateVideoInput!) {\n    updateVideo(input: $input) {\n      ...AdminVideoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVideo($input: UpdateVideoInput!) {\n    updateVideo(input: $input) {\n      ...AdminVideoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationMode {\n    registrationMode\n  }\n"): (typeof documents)["\n  query RegistrationMode {\n    registrationMode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      captions {\n        language\n        cueCount\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedCaptions($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      captions {\n        language\n        cueCount\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVideoCaption($videoId: ID!, $language: String!) {\n    deleteVideoCaption(videoId: $videoId, language: $language)\n  }\n"): (typeof documents)["\n  mutation DeleteVideoCaption($videoId: ID!, $language: String!) {\n    deleteVideoCaption(videoId: $videoId, language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartProducts($ids: [ID!]!) {\n    cartProducts(ids: $ids) {\n      _id\n      name\n      price\n      listed\n      soldOut\n      variants {\n        id\n        price\n        soldOut\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartProducts($ids: [ID!]!) {\n    cartProducts(ids: $ids) {\n      _id\n      name\n      price\n      listed\n      soldOut\n      variants {\n        id\n        price\n        soldOut\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSettings {\n    shopSettings {\n      deliveryFee\n      deliveryFeeCents\n      currency\n      paymentProvider\n      paypalClientId\n    }\n  }\n"): (typeof documents)["\n  query ShopSettings {\n    shopSettings {\n      deliveryFee\n      deliveryFeeCents\n      currency\n      paymentProvider\n      paypalClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    content\n    targetId\n    targetType\n    parentCommentId\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    dislikes\n    createdAt\n    editedAt\n    status\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    content\n    targetId\n    targetType\n    parentCommentId\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    dislikes\n    createdAt\n    editedAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListComments($targetId: ID!, $targetType: String!) {\n    listComments(filter: { targetId: { eq: $targetId }, targetType: { eq: $targetType } }, limit: 1000) {\n      items {\n        ...CommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListComments($targetId: ID!, $targetType: String!) {\n    listComments(filter: { targetId: { eq: $targetId }, targetType: { eq: $targetType } }, limit: 1000) {\n      items {\n        ...CommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnCreateComment($targetId: ID!, $targetType: CommentTargetType!) {\n    onCreateComment(targetId: $targetId, targetType: $targetType) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  subscription OnCreateComment($targetId: ID!, $targetType: CommentTargetType!) {\n    onCreateComment(targetId: $targetId, targetType: $targetType) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteComment($commentId: ID!, $vote: CommentVote!) {\n    voteComment(commentId: $commentId, vote: $vote) {\n      id\n      likes\n      dislikes\n    }\n  }\n"): (typeof documents)["\n  mutation VoteComment($commentId: ID!, $vote: CommentVote!) {\n    voteComment(commentId: $commentId, vote: $vote) {\n      id\n      likes\n      dislikes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunityBoard {\n    communityBoard {\n      videos {\n        id\n        title\n        thumbnailUrl\n        commentCount\n      }\n      posts {\n        ...PostFields\n      }\n      popularVideoComments {\n        videoTitle\n        comment {\n          id\n          content\n          targetId\n          authorName\n          authorAvatarUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunityBoard {\n    communityBoard {\n      videos {\n        id\n        title\n        thumbnailUrl\n        commentCount\n      }\n      posts {\n        ...PostFields\n      }\n      popularVideoComments {\n        videoTitle\n        comment {\n          id\n          content\n          targetId\n          authorName\n          authorAvatarUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPost($id: ID!) {\n    getPost(id: $id) {\n      ...PostFields\n    }\n  }\n"): (typeof documents)["\n  query GetPost($id: ID!) {\n    getPost(id: $id) {\n      ...PostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReactions($postId: ID!, $userId: ID!) {\n    listReactions(filter: { postId: { eq: $postId }, userId: { eq: $userId } }) {\n      id\n      type\n    }\n  }\n"): (typeof documents)["\n  query MyReactions($postId: ID!, $userId: ID!) {\n    listReactions(filter: { postId: { eq: $postId }, userId: { eq: $userId } }) {\n      id\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostFields on Post {\n    id\n    title\n    content\n    category\n    imageUrl\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    loves\n    laughs\n    commentCount\n    createdAt\n    editedAt\n    hidden\n  }\n"): (typeof documents)["\n  fragment PostFields on Post {\n    id\n    title\n    content\n    category\n    imageUrl\n    author\n    authorName\n    authorAvatarUrl\n    likes\n    loves\n    laughs\n    commentCount\n    createdAt\n    editedAt\n    hidden\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleReaction($postId: ID!, $type: PostReactionType!) {\n    toggleReaction(postId: $postId, type: $type) {\n      reacted\n      post {\n        ...PostFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleReaction($postId: ID!, $type: PostReactionType!) {\n    toggleReaction(postId: $postId, type: $type) {\n      reacted\n      post {\n        ...PostFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      ...PostFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      ...PostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCreator($id: ID!) {\n    getCreator(id: $id) {\n      ...CreatorFields\n    }\n  }\n"): (typeof documents)["\n  query GetCreator($id: ID!) {\n    getCreator(id: $id) {\n      ...CreatorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCreatorVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ListCreatorVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCreators($limit: Int) {\n    listCreators(limit: $limit) {\n      items {\n        ...CreatorFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ListCreators($limit: Int) {\n    listCreators(limit: $limit) {\n      items {\n        ...CreatorFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowingFeed($nextToken: String) {\n    followingFeed(nextToken: $nextToken) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query FollowingFeed($nextToken: String) {\n    followingFeed(nextToken: $nextToken) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchVideos($filter: ModelVideoFilterInput, $limit: Int, $text: String!) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n      }\n    }\n    searchCaptions(text: $text, limit: $limit) {\n      startSeconds\n      text\n      video {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchVideos($filter: ModelVideoFilterInput, $limit: Int, $text: String!) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n      }\n    }\n    searchCaptions(text: $text, limit: $limit) {\n      startSeconds\n      text\n      video {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearWatchHistory {\n    clearWatchHistory\n  }\n"): (typeof documents)["\n  mutation ClearWatchHistory {\n    clearWatchHistory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedVideos($limit: Int, $nextToken: String) {\n    mySavedVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        savedAt\n        video {\n          ...VideoCardFields\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query MySavedVideos($limit: Int, $nextToken: String) {\n    mySavedVideos(limit: $limit, nextToken: $nextToken) {\n      items {\n        savedAt\n        video {\n          ...VideoCardFields\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWatchHistory($limit: Int, $nextToken: String) {\n    myHistoryPaused\n    myWatchHistory(limit: $limit, nextToken: $nextToken) {\n      items {\n        watchedAt\n        positionSeconds\n        video {\n          ...VideoCardFields\n          durationSeconds\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query MyWatchHistory($limit: Int, $nextToken: String) {\n    myHistoryPaused\n    myWatchHistory(limit: $limit, nextToken: $nextToken) {\n      items {\n        watchedAt\n        positionSeconds\n        video {\n          ...VideoCardFields\n          durationSeconds\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWatchHistory($videoId: ID!) {\n    removeFromWatchHistory(videoId: $videoId)\n  }\n"): (typeof documents)["\n  mutation RemoveFromWatchHistory($videoId: ID!) {\n    removeFromWatchHistory(videoId: $videoId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedVideosPreview($videoIds: [ID!]!) {\n    savedVideosPreview(videoIds: $videoIds) {\n      ...VideoCardFields\n    }\n  }\n"): (typeof documents)["\n  query SavedVideosPreview($videoIds: [ID!]!) {\n    savedVideosPreview(videoIds: $videoIds) {\n      ...VideoCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHistoryPaused($paused: Boolean!) {\n    setHistoryPaused(paused: $paused)\n  }\n"): (typeof documents)["\n  mutation SetHistoryPaused($paused: Boolean!) {\n    setHistoryPaused(paused: $paused)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBlockedTerm($input: AddBlockedTermInput!) {\n    addBlockedTerm(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddBlockedTerm($input: AddBlockedTermInput!) {\n    addBlockedTerm(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedTerms {\n    blockedTerms {\n      id\n      pattern\n      isRegex\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BlockedTerms {\n    blockedTerms {\n      id\n      pattern\n      isRegex\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModerateContent($input: ModerateContentInput!) {\n    moderateContent(input: $input) {\n      targetType\n      targetId\n      action\n    }\n  }\n"): (typeof documents)["\n  mutation ModerateContent($input: ModerateContentInput!) {\n    moderateContent(input: $input) {\n      targetType\n      targetId\n      action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationAuditLog($limit: Int, $nextToken: String) {\n    moderationAuditLog(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        actor\n        actorName\n        action\n        targetType\n        targetId\n        reason\n        createdAt\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ModerationAuditLog($limit: Int, $nextToken: String) {\n    moderationAuditLog(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        actor\n        actorName\n        action\n        targetType\n        targetId\n        reason\n        createdAt\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($limit: Int, $nextToken: String) {\n    moderationQueue(limit: $limit, nextToken: $nextToken) {\n      items {\n        targetType\n        targetId\n        reportCount\n        reasons {\n          reason\n          count\n        }\n        details {\n          reason\n          details\n          createdAt\n        }\n        firstReportedAt\n        lastReportedAt\n        state\n        title\n        text\n        authorId\n        authorName\n        authorSuspended\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue($limit: Int, $nextToken: String) {\n    moderationQueue(limit: $limit, nextToken: $nextToken) {\n      items {\n        targetType\n        targetId\n        reportCount\n        reasons {\n          reason\n          count\n        }\n        details {\n          reason\n          details\n          createdAt\n        }\n        firstReportedAt\n        lastReportedAt\n        state\n        title\n        text\n        authorId\n        authorName\n        authorSuspended\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnModerationQueueChanged {\n    onModerationQueueChanged {\n      action\n      targetType\n      targetId\n    }\n  }\n"): (typeof documents)["\n  subscription OnModerationQueueChanged {\n    onModerationQueueChanged {\n      action\n      targetType\n      targetId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBlockedTerm($id: ID!) {\n    removeBlockedTerm(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBlockedTerm($id: ID!) {\n    removeBlockedTerm(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($nextToken: String) {\n    myOrders(limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        amount\n        createdAt\n        cartItems {\n          id\n          name\n          quantity\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($nextToken: String) {\n    myOrders(limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        amount\n        createdAt\n        cartItems {\n          id\n          name\n          quantity\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuyerOrderFields on ShopOrder {\n    id\n    status\n    amount\n    subtotal\n    deliveryFee\n    refunded\n    carrier\n    trackingNumber\n    createdAt\n    shippedAt\n    deliveredAt\n    shippingInfo {\n      name\n      address\n      city\n      state\n      postalCode\n      country\n    }\n    cartItems {\n      id\n      name\n      variantName\n      price\n      quantity\n      refundedQuantity\n      video {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BuyerOrderFields on ShopOrder {\n    id\n    status\n    amount\n    subtotal\n    deliveryFee\n    refunded\n    carrier\n    trackingNumber\n    createdAt\n    shippedAt\n    deliveredAt\n    shippingInfo {\n      name\n      address\n      city\n      state\n      postalCode\n      country\n    }\n    cartItems {\n      id\n      name\n      variantName\n      price\n      quantity\n      refundedQuantity\n      video {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      ...BuyerOrderFields\n    }\n  }\n"): (typeof documents)["\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      ...BuyerOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowedOrder($secret: String!) {\n    followedOrder(secret: $secret) {\n      ...BuyerOrderFields\n    }\n  }\n"): (typeof documents)["\n  query FollowedOrder($secret: String!) {\n    followedOrder(secret: $secret) {\n      ...BuyerOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      inApp\n      email\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      inApp\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean!, $email: NotificationEmailDelivery!) {\n    setNotificationPreference(kind: $kind, inApp: $inApp, email: $email) {\n      kind\n      inApp\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationPreference($kind: NotificationKind!, $inApp: Boolean!, $email: NotificationEmailDelivery!) {\n    setNotificationPreference(kind: $kind, inApp: $inApp, email: $email) {\n      kind\n      inApp\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListOrders($status: String, $search: String, $nextToken: String) {\n    listOrders(status: $status, search: $search, limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        provider\n        orderID\n        amount\n        subtotal\n        deliveryFee\n        refunded\n        carrier\n        trackingNumber\n        createdAt\n        paidAt\n        shippingInfo {\n          name\n          email\n          address\n          city\n          state\n          postalCode\n          country\n          phone\n        }\n        cartItems {\n          id\n          name\n          variantName\n          price\n          quantity\n          refundedQuantity\n          video {\n            id\n            title\n          }\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ListOrders($status: String, $search: String, $nextToken: String) {\n    listOrders(status: $status, search: $search, limit: 20, nextToken: $nextToken) {\n      items {\n        id\n        status\n        provider\n        orderID\n        amount\n        subtotal\n        deliveryFee\n        refunded\n        carrier\n        trackingNumber\n        createdAt\n        paidAt\n        shippingInfo {\n          name\n          email\n          address\n          city\n          state\n          postalCode\n          country\n          phone\n        }\n        cartItems {\n          id\n          name\n          variantName\n          price\n          quantity\n          refundedQuantity\n          video {\n            id\n            title\n          }\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderShipped($orderId: ID!, $carrier: String!, $trackingNumber: String!) {\n    markOrderShipped(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderShipped($orderId: ID!, $carrier: String!, $trackingNumber: String!) {\n    markOrderShipped(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderDelivered($orderId: ID!) {\n    markOrderDelivered(orderId: $orderId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderDelivered($orderId: ID!) {\n    markOrderDelivered(orderId: $orderId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: ID!, $key: String!, $restoreStock: Boolean) {\n    cancelOrder(orderId: $orderId, key: $key, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderId: ID!, $key: String!, $restoreStock: Boolean) {\n    cancelOrder(orderId: $orderId, key: $key, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($orderId: ID!, $key: String!, $lines: [RefundLineInput!], $restoreStock: Boolean) {\n    refundOrder(orderId: $orderId, key: $key, lines: $lines, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n      cartItems {\n        id\n        refundedQuantity\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrder($orderId: ID!, $key: String!, $lines: [RefundLineInput!], $restoreStock: Boolean) {\n    refundOrder(orderId: $orderId, key: $key, lines: $lines, restoreStock: $restoreStock) {\n      id\n      status\n      refunded\n      cartItems {\n        id\n        refundedQuantity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderRevenue($from: String!, $to: String!) {\n    orderRevenue(from: $from, to: $to) {\n      days {\n        day\n        orders\n        gross\n        refunded\n        net\n      }\n      products {\n        productId\n        name\n        units\n        gross\n        refunded\n        net\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderRevenue($from: String!, $to: String!) {\n    orderRevenue(from: $from, to: $to) {\n      days {\n        day\n        orders\n        gross\n        refunded\n        net\n      }\n      products {\n        productId\n        name\n        units\n        gross\n        refunded\n        net\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderRevenueCsv($from: String!, $to: String!) {\n    orderRevenueCsv(from: $from, to: $to)\n  }\n"): (typeof documents)["\n  query OrderRevenueCsv($from: String!, $to: String!) {\n    orderRevenueCsv(from: $from, to: $to)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPlaylist($id: ID!) {\n    getPlaylist(id: $id) {\n      ...PlaylistFields\n      videos {\n        ...VideoCardFields\n        ...PlayableVideoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetPlaylist($id: ID!) {\n    getPlaylist(id: $id) {\n      ...PlaylistFields\n      videos {\n        ...VideoCardFields\n        ...PlayableVideoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MovePlaylistVideo($playlistId: ID!, $videoId: ID!, $toIndex: Int!) {\n    movePlaylistVideo(playlistId: $playlistId, videoId: $videoId, toIndex: $toIndex) {\n      ...PlaylistFields\n    }\n  }\n"): (typeof documents)["\n  mutation MovePlaylistVideo($playlistId: ID!, $videoId: ID!, $toIndex: Int!) {\n    movePlaylistVideo(playlistId: $playlistId, videoId: $videoId, toIndex: $toIndex) {\n      ...PlaylistFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlaylist($input: UpdatePlaylistInput!) {\n    updatePlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlaylist($input: UpdatePlaylistInput!) {\n    updatePlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserProfile($input: UpdateUserProfileInput!) {\n    updateUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoPublishTime($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      isApproved\n      publishAt\n    }\n  }\n"): (typeof documents)["\n  query VideoPublishTime($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      isApproved\n      publishAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVideoPublishTime($videoId: ID!, $publishAt: AWSDateTime) {\n    setVideoPublishTime(videoId: $videoId, publishAt: $publishAt) {\n      id\n      isApproved\n      publishAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetVideoPublishTime($videoId: ID!, $publishAt: AWSDateTime) {\n    setVideoPublishTime(videoId: $videoId, publishAt: $publishAt) {\n      id\n      isApproved\n      publishAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListProducts {\n    listProducts {\n      items {\n        _id\n        name\n        description\n        price\n        images\n        catagory\n        subCatagory\n        donationNote\n        soldOut\n        variants {\n          id\n          name\n          price\n          soldOut\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListProducts {\n    listProducts {\n      items {\n        _id\n        name\n        description\n        price\n        images\n        catagory\n        subCatagory\n        donationNote\n        soldOut\n        variants {\n          id\n          name\n          price\n          soldOut\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowingShorts($nextToken: String) {\n    followingFeed(nextToken: $nextToken, limit: 10, playableInShorts: true) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query FollowingShorts($nextToken: String) {\n    followingFeed(nextToken: $nextToken, limit: 10, playableInShorts: true) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotInterested($videoId: ID!) {\n    markNotInterested(videoId: $videoId)\n  }\n"): (typeof documents)["\n  mutation MarkNotInterested($videoId: ID!) {\n    markNotInterested(videoId: $videoId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShortFields on Video {\n    id\n    likes\n    dislikes\n    commentCount\n    creatorProfile {\n      ...CreatorFields\n    }\n    products {\n      ...VideoProductFields\n    }\n    ...PlayableVideoFields\n  }\n"): (typeof documents)["\n  fragment ShortFields on Video {\n    id\n    likes\n    dislikes\n    commentCount\n    creatorProfile {\n      ...CreatorFields\n    }\n    products {\n      ...VideoProductFields\n    }\n    ...PlayableVideoFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortsFeed($nextToken: String) {\n    shortsFeed(nextToken: $nextToken) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ShortsFeed($nextToken: String) {\n    shortsFeed(nextToken: $nextToken) {\n      items {\n        ...ShortFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortById($id: ID!) {\n    getVideo(id: $id) {\n      ...ShortFields\n    }\n  }\n"): (typeof documents)["\n  query ShortById($id: ID!) {\n    getVideo(id: $id) {\n      ...ShortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoNotInterested($videoId: ID!) {\n    undoNotInterested(videoId: $videoId)\n  }\n"): (typeof documents)["\n  mutation UndoNotInterested($videoId: ID!) {\n    undoNotInterested(videoId: $videoId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupSchedule {\n    backupSchedule {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n"): (typeof documents)["\n  query BackupSchedule {\n    backupSchedule {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBackupSchedule($input: BackupScheduleInput!) {\n    updateBackupSchedule(input: $input) {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBackupSchedule($input: BackupScheduleInput!) {\n    updateBackupSchedule(input: $input) {\n      frequency\n      hour\n      keep\n      destination\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n  fragment SiteSettingsFields on SiteSettings {\n    registration\n    newAccountLevel\n    uploadQuotaBytes\n    uploadQuotaVideosPerDay\n    siteName\n    supportEmail\n    reportHoldThreshold\n    defaultSiteName\n    defaultSupportEmail\n    defaultReportHoldThreshold\n    startupSettings\n    updatedAt\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      ...SiteSettingsFields\n    }\n  }\n  fragment SiteSettingsFields on SiteSettings {\n    registration\n    newAccountLevel\n    uploadQuotaBytes\n    uploadQuotaVideosPerDay\n    siteName\n    supportEmail\n    reportHoldThreshold\n    defaultSiteName\n    defaultSupportEmail\n    defaultReportHoldThreshold\n    startupSettings\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvitation {\n    createInvitation {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvitation {\n    createInvitation {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitations {\n    revokeInvitations\n  }\n"): (typeof documents)["\n  mutation RevokeInvitations {\n    revokeInvitations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalyticsFields on Analytics {\n    from\n    to\n    views\n    uniqueViewers\n    watchSeconds\n    averageViewSeconds\n    days {\n      day\n      views\n      uniqueViewers\n      watchSeconds\n    }\n    retention\n    trafficSources {\n      source\n      views\n    }\n    likes\n    dislikes\n    comments\n    saves\n    shares\n    cartAdds\n    attributedOrders\n    revenueCents\n  }\n"): (typeof documents)["\n  fragment AnalyticsFields on Analytics {\n    from\n    to\n    views\n    uniqueViewers\n    watchSeconds\n    averageViewSeconds\n    days {\n      day\n      views\n      uniqueViewers\n      watchSeconds\n    }\n    retention\n    trafficSources {\n      source\n      views\n    }\n    likes\n    dislikes\n    comments\n    saves\n    shares\n    cartAdds\n    attributedOrders\n    revenueCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelAnalytics($from: String, $to: String) {\n    channelAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n"): (typeof documents)["\n  query ChannelAnalytics($from: String, $to: String) {\n    channelAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteAnalytics($from: String, $to: String) {\n    siteAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n"): (typeof documents)["\n  query SiteAnalytics($from: String, $to: String) {\n    siteAnalytics(from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoAnalytics($videoId: ID!, $from: String, $to: String) {\n    videoAnalytics(videoId: $videoId, from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n    getVideo(id: $videoId) {\n      id\n      title\n      duration\n    }\n  }\n"): (typeof documents)["\n  query VideoAnalytics($videoId: ID!, $from: String, $to: String) {\n    videoAnalytics(videoId: $videoId, from: $from, to: $to) {\n      ...AnalyticsFields\n    }\n    getVideo(id: $videoId) {\n      id\n      title\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudioVideos($after: String, $limit: Int) {\n    studioVideos(after: $after, limit: $limit) {\n      items {\n        video {\n          id\n          title\n          uploadDate\n        }\n        status\n        views\n        watchSeconds\n        likes\n        comments\n        cartAdds\n        revenueCents\n        publishAt\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query StudioVideos($after: String, $limit: Int) {\n    studioVideos(after: $after, limit: $limit) {\n      items {\n        video {\n          id\n          title\n          uploadDate\n        }\n        status\n        views\n        watchSeconds\n        likes\n        comments\n        cartAdds\n        revenueCents\n        publishAt\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThumbnailChoices($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      processingStatus\n      thumbnailUrl\n      thumbnailCandidates {\n        frame\n        atSeconds\n        url\n        isCurrent\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThumbnailChoices($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      processingStatus\n      thumbnailUrl\n      thumbnailCandidates {\n        frame\n        atSeconds\n        url\n        isCurrent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseVideoThumbnail($videoId: ID!, $frame: Int!) {\n    chooseVideoThumbnail(videoId: $videoId, frame: $frame) {\n      id\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseVideoThumbnail($videoId: ID!, $frame: Int!) {\n    chooseVideoThumbnail(videoId: $videoId, frame: $frame) {\n      id\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVideo($input: CreateVideoInput!) {\n    createVideo(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVideo($input: CreateVideoInput!) {\n    createVideo(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n        uploadDate\n        isApproved\n        publishAt\n        processingStatus\n        processingError\n        products {\n          _id\n        }\n        shopStats {\n          cartAdds\n          attributedOrders\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query MyVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        id\n        title\n        category\n        uploadDate\n        isApproved\n        publishAt\n        processingStatus\n        processingError\n        products {\n          _id\n        }\n        shopStats {\n          cartAdds\n          attributedOrders\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnMyVideoUpdate {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription OnMyVideoUpdate {\n    onUpdateVideo {\n      id\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetVideo($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      description\n      views\n      likes\n      dislikes\n      commentCount\n      uploadDate\n      category\n      tags\n      source\n      isApproved\n      processingStatus\n      processingError\n      creatorProfile {\n        ...CreatorFields\n      }\n      products {\n        ...VideoProductFields\n      }\n      ...PlayableVideoFields\n    }\n  }\n"): (typeof documents)["\n  query GetVideo($id: ID!) {\n    getVideo(id: $id) {\n      id\n      title\n      description\n      views\n      likes\n      dislikes\n      commentCount\n      uploadDate\n      category\n      tags\n      source\n      isApproved\n      processingStatus\n      processingError\n      creatorProfile {\n        ...CreatorFields\n      }\n      products {\n        ...VideoProductFields\n      }\n      ...PlayableVideoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFeed {\n    homeFeed {\n      featured {\n        ...VideoCardFields\n      }\n      trending {\n        ...VideoCardFields\n      }\n      latest {\n        ...VideoCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeFeed {\n    homeFeed {\n      featured {\n        ...VideoCardFields\n      }\n      trending {\n        ...VideoCardFields\n      }\n      latest {\n        ...VideoCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ListVideos($filter: ModelVideoFilterInput, $limit: Int) {\n    listVideos(filter: $filter, limit: $limit) {\n      items {\n        ...VideoCardFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToPlaylist($playlistId: ID!, $videoId: ID!) {\n    addToPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToPlaylist($playlistId: ID!, $videoId: ID!) {\n    addToPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlaylist($input: CreatePlaylistInput!) {\n    createPlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlaylist($input: CreatePlaylistInput!) {\n    createPlaylist(input: $input) {\n      ...PlaylistFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserProfile($input: CreateUserProfileInput!) {\n    createUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUserProfile($input: CreateUserProfileInput!) {\n    createUserProfile(input: $input) {\n      ...UserProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreatorFields on Creator {\n    id\n    name\n    avatarUrl\n    followers\n    videoCount\n    verified\n    isFollowing\n  }\n"): (typeof documents)["\n  fragment CreatorFields on Creator {\n    id\n    name\n    avatarUrl\n    followers\n    videoCount\n    verified\n    isFollowing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowCreator($creatorId: ID!) {\n    followCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n"): (typeof documents)["\n  mutation FollowCreator($creatorId: ID!) {\n    followCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportSavedVideos($videoIds: [ID!]!) {\n    importSavedVideos(videoIds: $videoIds)\n  }\n"): (typeof documents)["\n  mutation ImportSavedVideos($videoIds: [ID!]!) {\n    importSavedVideos(videoIds: $videoIds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListUserProfiles($sub: ID!) {\n    listUserProfiles(filter: { userId: { eq: $sub } }) {\n      items {\n        ...UserProfileFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ListUserProfiles($sub: ID!) {\n    listUserProfiles(filter: { userId: { eq: $sub } }) {\n      items {\n        ...UserProfileFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlaylistIdsWithVideo($videoId: ID!) {\n    myPlaylistIdsWithVideo(videoId: $videoId)\n  }\n"): (typeof documents)["\n  query MyPlaylistIdsWithVideo($videoId: ID!) {\n    myPlaylistIdsWithVideo(videoId: $videoId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlaylists($limit: Int, $nextToken: String) {\n    myPlaylists(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...PlaylistFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query MyPlaylists($limit: Int, $nextToken: String) {\n    myPlaylists(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...PlaylistFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTheme {\n    myTheme\n  }\n"): (typeof documents)["\n  query MyTheme {\n    myTheme\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyTheme($theme: Theme) {\n    setMyTheme(theme: $theme)\n  }\n"): (typeof documents)["\n  mutation SetMyTheme($theme: Theme) {\n    setMyTheme(theme: $theme)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVideoLibraryState($videoId: ID!) {\n    myVideoLibraryState(videoId: $videoId) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n"): (typeof documents)["\n  query MyVideoLibraryState($videoId: ID!) {\n    myVideoLibraryState(videoId: $videoId) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnNotificationsChanged {\n    onNotificationsChanged\n  }\n"): (typeof documents)["\n  subscription OnNotificationsChanged {\n    onNotificationsChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int, $nextToken: String) {\n    notifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        text\n        path\n        read\n        updatedAt\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int, $nextToken: String) {\n    notifications(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        text\n        path\n        read\n        updatedAt\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($id: ID) {\n    markNotificationsRead(id: $id)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($id: ID) {\n    markNotificationsRead(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayableVideoFields on Video {\n    title\n    source\n    sourceId\n    videoUrl\n    processedUrl\n    thumbnailUrl\n    fallbackThumbnailUrl\n  }\n"): (typeof documents)["\n  fragment PlayableVideoFields on Video {\n    title\n    source\n    sourceId\n    videoUrl\n    processedUrl\n    thumbnailUrl\n    fallbackThumbnailUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaylistFields on Playlist {\n    id\n    title\n    visibility\n    videoCount\n    ownerName\n    isOwner\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PlaylistFields on Playlist {\n    id\n    title\n    visibility\n    videoCount\n    ownerName\n    isOwner\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordVideoView($videoId: ID!) {\n    recordVideoView(videoId: $videoId) {\n      id\n      views\n    }\n  }\n"): (typeof documents)["\n  mutation RecordVideoView($videoId: ID!) {\n    recordVideoView(videoId: $videoId) {\n      id\n      views\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordWatchProgress($entries: [WatchProgressInput!]!) {\n    recordWatchProgress(entries: $entries)\n  }\n"): (typeof documents)["\n  mutation RecordWatchProgress($entries: [WatchProgressInput!]!) {\n    recordWatchProgress(entries: $entries)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromPlaylist($playlistId: ID!, $videoId: ID!) {\n    removeFromPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromPlaylist($playlistId: ID!, $videoId: ID!) {\n    removeFromPlaylist(playlistId: $playlistId, videoId: $videoId) {\n      ...PlaylistFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVideoSaved($videoId: ID!, $saved: Boolean!) {\n    setVideoSaved(videoId: $videoId, saved: $saved) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SetVideoSaved($videoId: ID!, $saved: Boolean!) {\n    setVideoSaved(videoId: $videoId, saved: $saved) {\n      videoId\n      saved\n      positionSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowCreator($creatorId: ID!) {\n    unfollowCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowCreator($creatorId: ID!) {\n    unfollowCreator(creatorId: $creatorId) {\n      ...CreatorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserProfileFields on UserProfile {\n    id\n    userId\n    username\n    email\n    bio\n    avatarUrl\n    avatarImageUrl\n    followers\n    following\n    level\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment UserProfileFields on UserProfile {\n    id\n    userId\n    username\n    email\n    bio\n    avatarUrl\n    avatarImageUrl\n    followers\n    following\n    level\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoCardFields on Video {\n    id\n    title\n    thumbnailUrl\n    fallbackThumbnailUrl\n    duration\n    views\n    commentCount\n    category\n    isFeatured\n    source\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment VideoCardFields on Video {\n    id\n    title\n    thumbnailUrl\n    fallbackThumbnailUrl\n    duration\n    views\n    commentCount\n    category\n    isFeatured\n    source\n    creatorProfile {\n      id\n      name\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    catagory\n    subCatagory\n    soldOut\n    hasVariants\n  }\n"): (typeof documents)["\n  fragment VideoProductFields on ShopProduct {\n    _id\n    name\n    description\n    price\n    images\n    catagory\n    subCatagory\n    soldOut\n    hasVariants\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordVideoCartAdd($videoId: ID!, $productId: ID!) {\n    recordVideoCartAdd(videoId: $videoId, productId: $productId) {\n      claim\n    }\n  }\n"): (typeof documents)["\n  mutation RecordVideoCartAdd($videoId: ID!, $productId: ID!) {\n    recordVideoCartAdd(videoId: $videoId, productId: $productId) {\n      claim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVideoProducts($videoId: ID!, $productIds: [ID!]!) {\n    setVideoProducts(videoId: $videoId, productIds: $productIds) {\n      id\n      products {\n        _id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetVideoProducts($videoId: ID!, $productIds: [ID!]!) {\n    setVideoProducts(videoId: $videoId, productIds: $productIds) {\n      id\n      products {\n        _id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaggableProducts {\n    listProducts {\n      items {\n        _id\n        name\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaggableProducts {\n    listProducts {\n      items {\n        _id\n        name\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteVideo($videoId: ID!, $vote: VideoVote!) {\n    voteVideo(videoId: $videoId, vote: $vote) {\n      vote\n      video {\n        id\n        likes\n        dislikes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VoteVideo($videoId: ID!, $vote: VideoVote!) {\n    voteVideo(videoId: $videoId, vote: $vote) {\n      vote\n      video {\n        id\n        likes\n        dislikes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVideoVote($videoId: ID!) {\n    myVideoVote(videoId: $videoId)\n  }\n"): (typeof documents)["\n  query MyVideoVote($videoId: ID!) {\n    myVideoVote(videoId: $videoId)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;