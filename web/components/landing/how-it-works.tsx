import { Trans } from '@lingui/react/macro';

/** The three steps every tool follows: upload, choose, preview free then export. */
export function HowItWorks() {
  return (
    <ol className="steps-grid">
      <li className="card panel">
        <span className="step-num" aria-hidden>1</span>
        <h3><Trans>Upload your video</Trans></h3>
        <p><Trans>Drop a video file in your browser. Nothing to install, no account needed.</Trans></p>
      </li>
      <li className="card panel">
        <span className="step-num" aria-hidden>2</span>
        <h3><Trans>Choose what to process</Trans></h3>
        <p><Trans>Select the part of the video and the options. The limits below say what fits.</Trans></p>
      </li>
      <li className="card panel">
        <span className="step-num" aria-hidden>3</span>
        <h3><Trans>Preview free, then export</Trans></h3>
        <p><Trans>Watch a free watermarked preview. When you like it, export the full result with credits.</Trans></p>
      </li>
    </ol>
  );
}
