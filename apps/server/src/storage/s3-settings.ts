// Where the S3 store is and how browsers reach it: settings (config.ts) and addresses.

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** For MinIO, R2, Ceph and the like; unset means AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The base URL that serves public/ keys (a CDN in front of the bucket); else the bucket's own. */
  publicBaseUrl?: string;
};

/** The origins browsers reach the store at: public media, signed links and part uploads. */
export function storageOrigins(options: S3StorageOptions): string[] {
  const origins = [bucketUrl(options), options.publicBaseUrl ?? bucketUrl(options)].map(
    (url) => new URL(url).origin,
  );
  return [...new Set(origins)];
}

/** The bucket's own URL: path style under the endpoint, else AWS's virtual-hosted name. */
export function bucketUrl(options: S3StorageOptions): string {
  if (options.endpoint) {
    const endpoint = new URL(options.endpoint);
    if (options.forcePathStyle) return `${endpoint.origin}/${options.bucket}`;
    return `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
  }
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}
