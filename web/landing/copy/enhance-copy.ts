import type { LandingCopyTable } from './landing-copy';

/** The enhancing tools' pages: upscaling, sharpening, brightening, stabilizing, frame interpolation, noise, summaries. */
export const ENHANCE_COPY: LandingCopyTable = {
  'video-upscaler': {
    description: 'Upscale videos to 4K with AI: ESRGAN super-resolution adds detail frame by frame, 2x, 4x or to a chosen height such as 1440p or 2160p.',
    lead: 'Old phone clips, 720p exports and archive footage look soft on today’s screens. The upscaler runs ESRGAN super-resolution on every frame, drawing plausible detail instead of just stretching pixels, up to 4K.',
    steps: [
      'Upload the low-resolution video.',
      'Choose 2x, 4x or a target height up to 2160p.',
      'Compare the preview with the original and export.',
    ],
    faq: [
      ['How long can the video be?', '{minLength} to {paidLength} per job.'],
      ['What does upscaling cost?', '{rate}; a minute of video is {minuteCost}.'],
      ['Does upscaling take long?', 'Every frame goes through the network, so it is the slowest tool; a GPU worker speeds it up a lot.'],
      ['Which scale should I pick for a 480p phone clip?', '4x takes 480p past 1080p toward 4K; 2x is enough if you only need it to look sharp on a laptop screen.'],
    ],
  },
  'video-super-resolution': {
    description: 'Video super-resolution with ESRGAN: a neural network reconstructs fine detail in each frame, turning SD and 720p into sharp HD or 4K.',
    lead: 'Super-resolution is more than resizing: a trained network predicts the high-frequency detail a larger frame would have had. Kinora applies ESRGAN to each frame of your clip, so textures, edges and text come out cleaner than with bicubic scaling.',
    steps: [
      'Upload the clip.',
      'Pick the scale factor.',
      'Export the super-resolved video.',
    ],
    faq: [
      ['Does it add fake detail?', 'It predicts detail from patterns it learned, so fine textures are plausible rather than recovered.'],
      ['Why is 4K input not accepted as is?', 'Input above 1080p is scaled to 1080p first; upscaling already sharp footage adds little.'],
      ['Does it work on faces?', 'Faces improve, but the Face Enhancer adds a dedicated pass for eyes, brows and lips.'],
    ],
  },
  'video-enhancer': {
    description: 'Enhance video quality online: upscale with AI, sharpen soft footage, brighten dark scenes and remove shake, each with a dedicated tool.',
    lead: '“Enhance” can mean several things, and each has its own tool here. This page is the upscaler, for videos that are too small; for soft focus use the Video Sharpener, for dark scenes the Video Lightener, for shaky footage the Video Stabilizer.',
    steps: [
      'Decide what is wrong: too small, too soft, too dark or too shaky.',
      'Upload to the matching tool.',
      'Chain the next tool from the finished job if the video needs more.',
    ],
    faq: [
      ['Can I apply several enhancements in a row?', 'Yes, start the next tool from a finished job, or build a workflow of several steps.'],
      ['Which one is the most expensive?', 'Upscaling, at {rate}; sharpening and stabilizing cost far less.'],
      ['Which tool should I try first?', 'The one for the most visible problem; shaky or dark footage gains more from those fixes than from extra pixels.'],
    ],
  },
  'video-resolution-enhancer': {
    description: 'Increase video resolution from 480p or 720p to 1080p, 1440p or 4K, with AI that adds real-looking detail instead of a blurry stretch.',
    lead: 'Raising the resolution of a video with a simple resize makes it bigger but not sharper. The resolution enhancer picks the target height you need, 720p, 1080p, 1440p or 2160p, and reaches it with super-resolution, frame by frame.',
    steps: [
      'Upload the video.',
      'Choose the target height.',
      'Export in the new resolution.',
    ],
    faq: [
      ['Is 4K included in every paid plan?', 'Yes for this tool: paid exports go up to {paidResolution}.'],
      ['What does the free preview show?', 'The first {previewLength}, watermarked.'],
      ['Does the aspect ratio change?', 'No; width grows with the height you choose.'],
    ],
  },
  'video-quality-improver': {
    description: 'Improve the quality of low-resolution, compressed video: AI upscaling redraws edges and texture and hides some of the blocks left by heavy compression.',
    lead: 'Video that was compressed hard, for messaging apps or old websites, shows blocks and smeared detail. Super-resolution redraws edges and textures while enlarging the picture, which hides some of that damage; heavily damaged video still shows it, so judge the free preview.',
    steps: [
      'Upload the compressed video.',
      'Choose 2x for mild improvement, 4x for tiny sources.',
      'Export the improved video.',
    ],
    faq: [
      ['Will it fix a blurry, out-of-focus shot?', 'Partly; for focus blur try the Video Sharpener too.'],
      ['Does it improve the sound?', 'No; for noisy audio use the Audio Background Noise Remover.'],
      ['Is a VHS transfer a good candidate?', 'Yes, old tape transfers at 480p gain a lot from 2x.'],
    ],
  },
  'animation-upscaler': {
    description: 'Upscale anime and animation to HD or 4K: clean lines and flat colors stay crisp, with AI super-resolution applied to every frame.',
    lead: 'Animation has clean outlines and flat colors that ordinary scaling turns fuzzy. ESRGAN keeps those lines sharp and the color areas flat, which makes it a good fit for old cartoons, anime episodes and motion design renders.',
    steps: [
      'Upload the animated clip.',
      'Choose 2x or 4x.',
      'Export the upscaled animation.',
    ],
    faq: [
      ['Is there a special anime model?', 'No, the general ESRGAN model is used; check the free preview on your own footage.'],
      ['Can I upscale a whole episode?', 'Up to {paidLength} per job; longer episodes go in parts.'],
      ['Will colors shift?', 'Flat colors keep their hue; gradients may become slightly smoother.'],
    ],
  },
  'video-sharpening': {
    description: 'Sharpen blurry videos online and keep their resolution: choose unsharp mask or contrast-adaptive sharpening and set the strength from 1 to 10.',
    lead: 'Slightly soft footage, from autofocus hunting or a cheap lens, often needs sharpening, not upscaling. The sharpener keeps the original resolution and crisps up edges with unsharp masking or contrast-adaptive sharpening (CAS), at the strength you set.',
    steps: [
      'Upload the soft video.',
      'Pick the method and a strength; start around 5.',
      'Compare the preview and export.',
    ],
    faq: [
      ['How much can I sharpen at once?', '{minLength} to {paidLength} per job; the free preview covers {previewLength}.'],
      ['What does it cost?', '{rate}, just {minuteCost} for a minute.'],
      ['Unsharp mask or CAS?', 'Unsharp mask is stronger and classic; CAS adapts to local contrast and halos less.'],
    ],
  },
  'improve-video-clarity-online': {
    description: 'Improve video clarity online: make details, text and edges easier to see in soft footage, with gentle sharpening that avoids halos.',
    lead: 'Clarity is about seeing details: the text on a sign, the edge of a face, the texture of fabric. Contrast-adaptive sharpening raises local contrast where detail is, and leaves flat areas alone, so the picture looks clearer without bright halos.',
    steps: [
      'Upload the video.',
      'Choose CAS and a moderate strength.',
      'Export the clearer version.',
    ],
    faq: [
      ['Will it make noise worse?', 'High strengths can; stay moderate on grainy footage.'],
      ['Does it work on screen recordings?', 'Yes, it makes small text easier to read.'],
      ['Is it good for lecture or slide recordings?', 'Yes, edges of letters and diagrams become crisper.'],
    ],
  },
  'video-deblurring': {
    description: 'Reduce blur in videos: sharpen slightly out-of-focus or soft footage so edges read again. Strong motion blur cannot be fully reversed.',
    lead: 'Deblurring can only go so far: a slightly soft shot can be rescued, a smear of motion blur cannot. The sharpener restores edge contrast in mildly blurred footage, and the free preview lets you judge the result before paying anything.',
    steps: [
      'Upload the blurred clip.',
      'Try a high strength with unsharp mask.',
      'Check the preview; export if it helps.',
    ],
    faq: [
      ['Can it fix camera shake blur?', 'Not the blur inside each frame; the Video Stabilizer removes the shaking movement itself.'],
      ['Is it AI deblurring?', 'No, it is classic sharpening, which is predictable and cheap.'],
      ['What if the preview shows no gain?', 'Then the blur is too strong to reverse; keeping your credits is the honest answer.'],
    ],
  },
  'video-denoising': {
    description: 'Reduce video noise and grain on the picture: sharpening softens fine noise less than detail, and the audio has its own noise remover.',
    lead: 'Noise in video comes in two kinds: grain in the picture and hiss in the sound. For the sound, the Audio Background Noise Remover is the right tool; for the picture, Kinora has no dedicated denoiser yet, and this sharpener emphasizes detail, so use low strengths on grainy footage.',
    steps: [
      'For noisy sound, open the Audio Background Noise Remover.',
      'For a soft, slightly grainy picture, sharpen at a low strength.',
      'Preview before you export.',
    ],
    faq: [
      ['Is there a picture denoiser?', 'Not yet; this page says so rather than sell you one.'],
      ['Will upscaling reduce grain?', 'Sometimes: super-resolution tends to smooth fine grain. Check the preview.'],
      ['When will a picture denoiser come?', 'It is not scheduled; the project’s issue tracker is the place to ask for it.'],
    ],
  },
  'video-lightener': {
    description: 'Brighten dark videos online: lift shadows and underexposed scenes while keeping natural colors, with a brightening strength from 1 to 10.',
    lead: 'Indoor evenings, cloudy days and cheap cameras make dark video. The lightener brightens shadows and midtones more than highlights, so faces and rooms become visible without washing out lamps and windows.',
    steps: [
      'Upload the dark video.',
      'Set the brightening strength.',
      'Check the preview and export.',
    ],
    faq: [
      ['How long may the video be?', '{minLength} to {paidLength} per job.'],
      ['What does it cost?', '{rate}; a minute costs {minuteCost}.'],
      ['Does it change already bright clips?', 'No; a clip already at the target brightness stays as it is.'],
      ['Will skin tones look gray after brightening?', 'No: a little saturation is added back as the clip gets lighter, because lifting brightness alone would wash colors out.'],
    ],
  },
  'increase-video-brightness': {
    description: 'Increase a video’s brightness without blowing out highlights: lift the dark and middle tones, keep colors natural, and export in the original size.',
    lead: 'Turning up brightness in a basic player lifts everything, including what was already bright. This tool raises brightness selectively, mostly in the darker tones, so the video gets lighter while skies and lights keep their detail.',
    steps: [
      'Upload the video.',
      'Choose how much brighter it should be.',
      'Export the brighter video.',
    ],
    faq: [
      ['Does it change the colors?', 'Colors keep their hue; only lightness changes.'],
      ['Is the resolution kept?', 'Yes, up to {paidResolution} on paid plans.'],
      ['Can I brighten just one part of the video?', 'Choose a range; only that part is processed and exported.'],
    ],
  },
  'brighten-dark-footage': {
    description: 'Brighten dark footage from events, night shoots and indoor recordings: reveal what happened in the shadows and keep it watchable.',
    lead: 'Dark footage often holds more than you can see: the camera recorded the shadows, they were just too dark. Brightening brings that detail up so concerts, parties and night scenes become watchable.',
    steps: [
      'Upload the footage.',
      'Start with a medium strength and raise it if needed.',
      'Export.',
    ],
    faq: [
      ['Will it add noise?', 'Lifting shadows lifts their noise too, so strong settings run a denoise pass first.'],
      ['Can I try it for free?', 'Yes, the first {previewLength} at {previewResolution}, watermarked.'],
      ['Does it work on CCTV footage?', 'Yes, if the camera captured some detail in the dark; pure black stays black.'],
    ],
  },
  'fix-underexposed-video': {
    description: 'Fix an underexposed video after shooting: correct the exposure of footage that came out too dark because of backlight or wrong camera settings.',
    lead: 'Underexposure happens when the camera meters for a bright window or the settings were wrong. The lightener corrects it after the fact by lifting the tones that were recorded too low, as if the shot had been exposed a bit longer.',
    steps: [
      'Upload the underexposed clip.',
      'Raise the strength until faces look right.',
      'Export the corrected clip.',
    ],
    faq: [
      ['Can it fix a backlit face?', 'It lifts dark areas like the face; the bright background gets less change.'],
      ['Is it the same as color grading?', 'No, it only corrects brightness; grade colors in your editor.'],
      ['How much correction is possible?', 'The lift is capped where noise would take over, so a nearly black clip brightens only partly.'],
    ],
  },
  'low-light-video-enhancer': {
    description: 'Enhance low-light video from phones and cameras: brighten night and indoor scenes, then sharpen or upscale them with the other tools if needed.',
    lead: 'Low light is where small camera sensors struggle. Start with the lightener to bring the scene up, and if the result looks soft, chain the Video Sharpener onto the finished job for the details.',
    steps: [
      'Upload the low-light video.',
      'Brighten it with the lightener.',
      'Chain sharpening from the finished job if you want more detail.',
    ],
    faq: [
      ['Which order works best?', 'Brighten first, then sharpen.'],
      ['Does it use AI?', 'No, the brightening is a gamma curve fitted to the clip’s measured brightness: fast and predictable.'],
      ['Should I shoot differently next time?', 'More light always beats correction: a lamp near the subject helps most.'],
    ],
  },
  'make-dark-video-brighter': {
    description: 'Make a dark video brighter in three steps: upload, choose how much lighter, download. Works on MP4, MOV and WebM, free to preview.',
    lead: 'You filmed something important and it came out too dark. Upload it, slide the strength up, and download a brighter copy; the original file stays as it was.',
    steps: [
      'Upload the dark video.',
      'Slide the strength up.',
      'Download the brighter video.',
    ],
    faq: [
      ['Which formats are accepted?', 'MP4, MOV, WebM and MKV.'],
      ['Does the brighter video have a watermark?', 'The free result does; a paid export does not.'],
      ['Is my original changed?', 'No; the brighter video is a new file next to it.'],
    ],
  },
  'video-stabilizer': {
    description: 'Stabilize shaky videos online: camera motion is estimated and smoothed, borders are hidden with a slight zoom, and tripod mode holds the frame still.',
    lead: 'Handheld footage wobbles. The stabilizer measures how the camera moved between frames, keeps the intended motion such as a pan, removes the jitter, and zooms in slightly so the moving edges stay out of sight.',
    steps: [
      'Upload the shaky video.',
      'Set shakiness and smoothness, or turn on tripod mode for a still shot.',
      'Export the stable video.',
    ],
    faq: [
      ['How long can the video be?', '{minLength} to {paidLength} per job; longer uploads need a chosen range.'],
      ['What does it cost?', '{rate}, only {minuteCost} per minute.'],
      ['Does it change the frame rate?', 'No; frame rate and duration stay the same.'],
    ],
  },
  'deshake-video': {
    description: 'Deshake a video in your browser: remove jitter from handheld, walking and vehicle footage, with a zoom setting that hides the moving borders.',
    lead: 'Deshaking removes the small, fast movements a hand or a footstep adds. Set how shaky the footage is and how smooth the result should be; the zoom setting, from 0 to 20 percent, crops away the borders that shaking would reveal.',
    steps: [
      'Upload the footage.',
      'Raise “Shakiness” for rough footage.',
      'Adjust the zoom to hide the borders and export.',
    ],
    faq: [
      ['Why does the picture get cropped?', 'Moving each frame back into place leaves empty edges; the zoom hides them.'],
      ['Can I keep the full frame?', 'Set the zoom to 0; you may see moving borders.'],
      ['Walking footage still bobs. What now?', 'Raise smoothness: it removes slower movements as well as the fast jitter.'],
    ],
  },
  'fix-shaky-video': {
    description: 'Fix a shaky video from a phone, GoPro or drone: choose smooth camera motion or a locked-off tripod look, and preview the first minute free.',
    lead: 'A shaky video is hard to watch, but it can usually be saved. If the camera was meant to stand still, tripod mode locks the frame; if it was moving, the smoothness setting keeps the movement and removes the shake.',
    steps: [
      'Upload the shaky clip.',
      'Turn on tripod mode for a still shot, or set smoothness for a moving one.',
      'Export the fixed clip.',
    ],
    faq: [
      ['Is the preview free?', 'Yes, the first {previewLength} at {previewResolution}, watermarked.'],
      ['Can it fix rolling-shutter wobble?', 'Not fully; it corrects whole-frame movement.'],
      ['Will my panorama pan survive?', 'Yes, smoothing keeps deliberate movement and removes the shake around it.'],
    ],
  },
  'video-frame-interpolation': {
    description: 'Frame interpolation for video: new frames are computed between the existing ones, for smooth slow motion or a higher frame rate, 2x or 4x.',
    lead: 'Frame interpolation creates frames that were never filmed, in between the real ones. Use the new frames to play the clip slower without stutter, or to double or quadruple its frame rate for smoother motion.',
    steps: [
      'Upload the clip.',
      'Pick 2x or 4x, and slow motion or higher frame rate.',
      'Export.',
    ],
    faq: [
      ['How long may the clip be?', '{minLength} to {paidLength} per job.'],
      ['What about 60 fps input?', 'Input above 30 fps is brought down to 30 fps before interpolating.'],
      ['Does it work across cuts?', 'A scene change is detected and repeats the nearest frame instead of morphing two shots.'],
    ],
  },
  'video-fps-booster': {
    description: 'Boost a video’s frame rate: turn 24 or 30 fps into 60 or 120 fps with interpolated frames, for smoother motion on high-refresh screens.',
    lead: 'Low frame rates look choppy on modern screens, especially in fast pans. The FPS booster generates in-between frames so a 30 fps clip plays at 60 or 120 fps, at the same speed, with smoother motion.',
    steps: [
      'Upload the video.',
      'Choose “higher frame rate” and 2x or 4x.',
      'Export the high-frame-rate video.',
    ],
    faq: [
      ['Does the video get longer?', 'No; in frame-rate mode the duration stays the same.'],
      ['Does it work for games?', 'Yes, gameplay captures are a good fit.'],
      ['Will a 60 fps result play on my phone?', 'Yes, phones play 60 fps MP4; 120 fps needs a high-refresh display to show.'],
    ],
  },
  'ai-slo-mo-effect': {
    description: 'Looking for an AI slow-mo effect? Kinora makes smooth 2x or 4x slow motion from normal footage with motion-compensated interpolation.',
    lead: 'Slow motion from a normal camera usually stutters because there are not enough frames. Motion-compensated interpolation computes the missing ones, so a jump, a splash or a dance move can play at half or quarter speed and stay smooth.',
    steps: [
      'Upload the clip with the moment to slow down.',
      'Choose slow motion and 2x or 4x.',
      'Decide whether the sound is stretched or dropped, then export.',
    ],
    faq: [
      ['Is this a neural network?', 'No. It is motion-compensated interpolation, which works best on clear movement against a steady background.'],
      ['What does it cost?', '{rate}, counted on the input clip.'],
      ['What happens to the sound?', 'Stretched to the slower speed, or dropped for a silent slow-mo; you choose.'],
    ],
  },
  'slow-mo-video-maker': {
    description: 'Make slow-motion videos from clips shot at normal speed: pick the moment, choose 2x or 4x slower, and export a smooth slow-mo you can share.',
    lead: 'Most slow-motion videos are one short moment stretched out. Choose the range with that moment, pick how much slower it should play, and the slow-mo comes back smooth, with optional stretched sound.',
    steps: [
      'Upload and select the moment.',
      'Choose 2x or 4x slow motion.',
      'Export the slow-mo clip.',
    ],
    faq: [
      ['How short can the moment be?', 'As short as {minLength}.'],
      ['Is the free version smooth too?', 'Yes, the first {previewLength} at {previewResolution}, watermarked.'],
      ['Why do edges sometimes wobble?', 'Complex motion, like spinning wheels, is hard to interpolate; choose 2x for fewer artifacts.'],
    ],
  },
  'increase-video-fps': {
    description: 'Increase video FPS online: double or quadruple the frame rate with interpolation, keep the duration, and export for smooth playback.',
    lead: 'Increasing the frame rate by duplicating frames changes nothing visible. Interpolation does better: every new frame is computed from its neighbors, so motion looks truly smoother at 2x or 4x the original rate.',
    steps: [
      'Upload the video.',
      'Pick 2x or 4x in frame-rate mode.',
      'Export at the new frame rate.',
    ],
    faq: [
      ['What is the highest frame rate?', '4x of the input, with input capped at 30 fps: up to 120 fps.'],
      ['Is the sound kept?', 'Yes, in frame-rate mode it is unchanged.'],
      ['Is my 60 fps phone video boosted to 240?', 'No; input above 30 fps is first reduced to 30, so 4x gives 120 fps.'],
    ],
  },
  'video-frame-doubling': {
    description: 'Double the frames of a video with interpolation: 2x the frame rate for smoother motion, or 2x slower playback without stutter.',
    lead: 'Frame doubling puts one new frame between every pair of existing ones. You decide what the doubled frames are for: twice the frame rate at the same speed, or the same frame rate at half speed.',
    steps: [
      'Upload the clip.',
      'Choose 2x.',
      'Pick frame rate or slow motion, then export.',
    ],
    faq: [
      ['Is 2x enough?', 'For most footage yes; 4x suits very slow playback.'],
      ['How are the frames made?', 'By motion-compensated interpolation (ffmpeg’s minterpolate), which estimates how each block of the picture moves.'],
      ['Can I double twice?', 'Choose 4x directly; it is cleaner than doubling a doubled file.'],
    ],
  },
  'video-background-noise-remover': {
    description: 'Remove background noise from videos: hum, traffic, fans and room noise are reduced while voices stay clear, with a strength from 1 to 10.',
    lead: 'Background noise makes good content hard to listen to. The noise remover analyzes the sound track, separates the steady noise from the voices and reduces it, leaving the picture untouched.',
    steps: [
      'Upload the video with noisy sound.',
      'Set the noise reduction strength.',
      'Play the cleaned preview, then export the whole video.',
    ],
    faq: [
      ['Is there a length limit?', 'Each job cleans up to {paidLength} of sound; on the free plan, {previewLength}.'],
      ['What does it cost?', '{rate}, {minuteCost} per minute.'],
      ['Which noises go best?', 'Steady ones: hum, hiss, fans, air conditioning and traffic rumble.'],
      ['Does it work on phone recordings?', 'Yes. Phone microphones pick up a lot of room and street noise, and cleaning it is exactly what this tool is for; recordings from a lavalier microphone need less strength.'],
    ],
  },
  'reduce-wind-noise-in-video': {
    description: 'Reduce wind noise in outdoor videos: the rumble and buffeting of wind on the microphone is lowered while speech stays understandable.',
    lead: 'Wind hitting a microphone makes a low rumble and sudden bursts. The noise remover lowers that rumble across the recording; gusts that fully cover a word cannot be undone, but most outdoor clips become much easier to follow.',
    steps: [
      'Upload the outdoor clip.',
      'Use a high strength for strong wind.',
      'Compare and export.',
    ],
    faq: [
      ['Can it remove all wind noise?', 'Most of it; loud gusts that hide speech entirely remain audible.'],
      ['Does it affect the picture?', 'No, only the sound track changes.'],
      ['How do I avoid wind noise next time?', 'A foam or furry windscreen on the microphone stops most of it at the source.'],
    ],
  },
  'crowd-noise-suppressor': {
    description: 'Suppress crowd noise behind a speaker: chatter, applause and venue noise are turned down so the main voice comes forward.',
    lead: 'At events and in public places, the crowd competes with the speaker. Suppression turns the constant chatter down and leaves the closest, clearest voice in front, which is what viewers want to hear.',
    steps: [
      'Upload the event recording.',
      'Set a medium to high strength.',
      'Export with the crowd turned down.',
    ],
    faq: [
      ['Will applause disappear?', 'It is reduced; sharp, loud applause partly remains.'],
      ['Is the speaker changed?', 'Their voice is kept as it is.'],
      ['Will it work on a stadium interview?', 'It helps when the interviewee is close to the microphone; distant speech stays hard.'],
    ],
  },
  'ai-audio-denoiser': {
    description: 'Denoise the audio of your videos with AI: a speech model tells voices from noise and removes the noise, for interviews, vlogs and lessons.',
    lead: 'An AI denoiser is trained to know what speech sounds like, so it can remove what is not speech. That works better than a simple filter on changing noise such as traffic or a busy room.',
    steps: [
      'Upload the video.',
      'Pick the strength.',
      'Export the denoised video.',
    ],
    faq: [
      ['Does it denoise music?', 'It is tuned for speech; music may be treated as noise.'],
      ['Can I denoise only the audio file?', 'Upload it as a video; a still picture with the audio works.'],
      ['Which model is it?', 'RNNoise, a small recurrent network made for real-time speech denoising.'],
    ],
  },
  'vocal-extractor': {
    description: 'Extract the voice from a video: background noise is removed and the speech kept. For splitting singing from music, a stem separator fits better.',
    lead: 'If you want the spoken voice without the noise around it, this tool keeps the speech and removes the rest. It is not a music stem separator: for pulling vocals out of a song, use a dedicated separation tool.',
    steps: [
      'Upload the video with the voice.',
      'Set a high strength.',
      'Export with the voice isolated from background noise.',
    ],
    faq: [
      ['Can it remove the music under a voice?', 'Partly; steady music is reduced, but it is not separated cleanly.'],
      ['Do I get the voice as a separate file?', 'You get the video with cleaned sound.'],
      ['Why is the Vocal Extractor page here?', 'The old Vocal Extractor was retired; for cleaning up a voice, this tool is the closest fit.'],
    ],
  },
  'video-summarizer': {
    description: 'Summarize a video and ask it questions: get a written summary, answers with timestamps, and the clips that match a keyword, in a chat.',
    lead: 'Instead of watching a long video to find one part, ask it. The summarizer transcribes the speech, writes a summary, and answers questions in a chat, each answer with timestamps that take you straight to the moment.',
    steps: [
      'Upload the video.',
      'Read the summary, then ask your questions.',
      'Jump to the timestamps in the answers.',
    ],
    faq: [
      ['How long may the video be?', 'Up to {paidLength} on paid plans; the free plan takes {previewLength}.'],
      ['What does a question cost?', '{rate}; free users have a few messages per project and month.'],
      ['Text or visual summary?', 'Text summarizes what is said; visual describes what is seen, for videos with little speech.'],
    ],
  },
  'webinar-summarizer': {
    description: 'Summarize webinar recordings: get the main points, the questions from the Q&A and timestamps, so nobody has to rewatch the whole hour.',
    lead: 'Webinars are long and the useful parts are scattered. Upload the recording, get a summary of the main points, and ask for specifics such as “what was said about pricing?” with the timestamp of each answer.',
    steps: [
      'Upload the webinar recording.',
      'Read the summary.',
      'Ask about the parts that matter to you.',
    ],
    faq: [
      ['Can I share the summary?', 'Copy the text from the chat into your notes or email.'],
      ['Does it understand slides?', 'The visual summary describes what is shown; the text summary uses the speech.'],
      ['Can I find where a question was answered?', 'Ask for it in the chat; the answer links to the timestamps.'],
    ],
  },
  'youtube-summarizer': {
    description: 'Summarize YouTube videos you have the file of: upload it, get a summary with timestamps, and ask follow-up questions in a chat.',
    lead: 'To summarize a YouTube video, Kinora needs the video file: upload your own video or one you are allowed to download. You then get a summary with timestamps and can ask about any part of it.',
    steps: [
      'Upload the video file.',
      'Get the summary.',
      'Ask follow-up questions.',
    ],
    faq: [
      ['Can I paste a YouTube link?', 'No; upload the video file.'],
      ['Is it for my own channel?', 'Yes, it is handy to write descriptions and chapters for your videos.'],
      ['Can it write chapters?', 'Ask for a list of topics with timestamps and paste them into your description.'],
    ],
  },
  'lecture-summarizer': {
    description: 'Summarize recorded lectures: get key points and definitions with timestamps, and ask questions about the parts you missed, like a study partner.',
    lead: 'Recorded lectures are great for revision and slow to search. Upload the lecture, read a summary of its key points, and ask questions such as “when was the exam mentioned?”; each answer links to the moment in the recording.',
    steps: [
      'Upload the lecture recording.',
      'Read the summary of key points.',
      'Ask about anything you want to revise.',
    ],
    faq: [
      ['Does it work for other languages?', 'Speech recognition works best in English.'],
      ['Can I use it for a whole course?', 'One project per lecture; each fits up to {paidLength}.'],
      ['Can I ask for definitions?', 'Yes, ask “what did the lecturer say about entropy?” and get the passages.'],
    ],
  },
};
