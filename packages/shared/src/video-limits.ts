// SPEC.md section 9: uploaded videos may last at most 600 seconds, measured by ffprobe.
export const MAX_VIDEO_SECONDS = 600;
