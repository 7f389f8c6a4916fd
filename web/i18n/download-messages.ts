import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutputFormat } from '../../domain/files/get-output-format';

/** The download button, named after the output's real container. */
export const DOWNLOAD_MESSAGES: Record<OutputFormat, MessageDescriptor> = {
  mp4: msg`Download MP4`,
  webm: msg`Download WebM`,
  mov: msg`Download MOV`,
};
