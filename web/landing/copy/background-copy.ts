import type { LandingCopyTable } from './landing-copy';

/** The Video Background Changer's pages: click-to-select rotoscoping and what it does to the background. */
export const BACKGROUND_COPY: LandingCopyTable = {
  'online-rotoscoping': {
    description: 'Rotoscope online without drawing masks frame by frame: click the object on one frame, the mask follows it through the shot, then change the background.',
    lead: 'Rotoscoping by hand means tracing an outline on every frame. Here you click the object on one frame; the mask is cut from your clicks, carried through the shot by optical flow, and you correct any frame where it slips.',
    steps: [
      'Upload the shot and choose the range to work on.',
      'Click the object to keep; click again on frames where the mask needs help.',
      'Apply a new background, transparency or blur, and export.',
    ],
    faq: [
      ['How long can a shot be?', 'From {minLength} to {paidLength} per job, which covers most single shots.'],
      ['Can I export just the matte?', 'Choose transparency: the WebM or MOV file carries the mask as its alpha channel.'],
      ['Is it as precise as manual roto?', 'For clean silhouettes it comes close; fine hair, motion blur and transparent objects still reward manual work.'],
    ],
  },
  'object-extraction-from-video': {
    description: 'Extract an object from a video: click it once, follow it through the clip, and export it alone on a transparent background for compositing.',
    lead: 'Extracting an object means keeping it and nothing else. Click the product, animal or person you want; the mask follows it through the clip, and exporting with transparency gives you the object alone, ready to place into another video.',
    steps: [
      'Upload the clip containing the object.',
      'Click the object on one frame and check the mask on a few others.',
      'Turn on transparency and export as WebM or MOV.',
    ],
    faq: [
      ['Which editors can use the result?', 'MOV with alpha opens in Premiere, Final Cut and DaVinci Resolve; WebM with alpha plays in browsers.'],
      ['What if the object leaves the frame?', 'The mask ends with it; click it again when it comes back.'],
      ['Can I extract two objects as separate files?', 'Run one job per object, clicking only that object each time.'],
    ],
  },
  'make-gif-transparent': {
    description: 'Want a GIF with a transparent background? Kinora cuts the subject out of a video clip and exports a transparent WebM or MOV, the modern GIF replacement.',
    lead: 'GIF transparency is all or nothing per pixel, so cut-outs look jagged. Kinora works on video: upload the clip your GIF came from (or the GIF converted to MP4), click the subject, and export a transparent WebM that browsers play like a GIF, with smooth edges.',
    steps: [
      'Upload the source clip as MP4, MOV or WebM.',
      'Click the subject to keep.',
      'Export with transparency as WebM for the web.',
    ],
    faq: [
      ['Can I upload a .gif file?', 'Not as a video; convert it to MP4 first, or use the original clip.'],
      ['Can I get a .gif file back?', 'No; the transparent result is WebM or MOV, which keep soft edges that GIF cannot.'],
      ['Will the WebM autoplay like a GIF on my site?', 'Yes, with the video tag’s autoplay, muted and loop attributes.'],
    ],
  },
  'transparent-video-maker': {
    description: 'Make a transparent video: keep the subject, drop the background, and export WebM (VP9) or MOV (ProRes 4444) with an alpha channel.',
    lead: 'A transparent video has an alpha channel, so it can sit over anything: a website, a slide, another video. Click the subject, and the export keeps only it, with the background fully transparent and soft, feathered edges.',
    steps: [
      'Upload the video.',
      'Click the subject and set the edge feather.',
      'Turn on “Transparent background” and pick WebM or MOV.',
    ],
    faq: [
      ['WebM or MOV?', 'WebM for websites and browsers, MOV (ProRes 4444) for video editors.'],
      ['Does MP4 support transparency?', 'No, which is why the transparent export is WebM or MOV.'],
      ['How big are transparent files?', 'MOV with ProRes 4444 is large, made for editing; WebM is compact, made for the web.'],
    ],
  },
  'green-screen-remover': {
    description: 'Remove a green screen, or get the same result without one: click the subject, and the green backdrop or any background becomes transparent or new.',
    lead: 'Green screen footage usually needs a chroma keyer and careful spill cleanup. Here the subject is selected by clicks instead of by color, so a badly lit or wrinkled green screen keys cleanly, and footage shot without any green screen works too.',
    steps: [
      'Upload the green screen footage.',
      'Click the subject in front of the green screen.',
      'Replace the green with transparency, a color, a blur or your own picture.',
    ],
    faq: [
      ['Does it remove green spill on hair?', 'The cut follows the subject’s outline; a strong green cast on the subject itself stays and is best corrected in grading.'],
      ['Can I produce a green screen instead?', 'Yes, pick the green solid background to hand the clip to a keyer.'],
      ['What about blue screens?', 'They work the same way, since selection is by clicks rather than by a key color.'],
    ],
  },
  'video-masking': {
    description: 'Mask objects in video without keyframing: click to create the mask, let it track through the clip, and use it to blur, highlight or cut out.',
    lead: 'A video mask says which pixels belong to an object in every frame. Instead of drawing and keyframing shapes, you click the object; the mask is traced and tracked for you and can drive a blur, a highlight, a silhouette or a cut-out.',
    steps: [
      'Upload the clip.',
      'Click the object you want to mask.',
      'Choose what the mask does: cut out, blur, highlight or silhouette.',
    ],
    faq: [
      ['Can I mask several objects?', 'Yes, click each one; they share one mask.'],
      ['How soft is the edge?', 'Set the edge feather from 0 to 10 pixels.'],
      ['Can I invert the mask?', 'Choose “remove” to take the objects out instead of keeping them.'],
    ],
  },
  'blur-video-background': {
    description: 'Blur a video’s background and keep the subject sharp: a portrait-mode look for any clip, with the blur strength you choose, no special camera needed.',
    lead: 'Phones fake a shallow depth of field in photos; video rarely gets it. Click the subject, set the background blur, and everything behind stays soft while the subject stays sharp, for interviews, product shots and talking heads.',
    steps: [
      'Upload the clip.',
      'Click the subject to keep sharp.',
      'Raise “Background blur” until the background is soft enough, and export.',
    ],
    faq: [
      ['How strong can the blur be?', 'From 0 to 100; around 40 looks like a fast lens.'],
      ['Is it the same as background defocus?', 'Similar: the background gets an even blur rather than an optical depth falloff.'],
      ['Can I blur and gray the background at once?', 'Yes, the blur amount and the gray option combine.'],
    ],
  },
  'gif-background-remover': {
    description: 'Remove the background from a GIF-style clip: upload the video, click the subject, and get a transparent WebM loop that works on websites.',
    lead: 'Animated stickers and reaction loops look best without a background. Upload the clip as a video, click the subject, and export it with transparency; the WebM loops on web pages the way a GIF does.',
    steps: [
      'Upload the loop as MP4, MOV or WebM.',
      'Click the subject.',
      'Export as transparent WebM.',
    ],
    faq: [
      ['Why not a GIF output?', 'GIF allows only hard edges and 256 colors; WebM keeps the cut-out smooth.'],
      ['How long may the loop be?', 'At least {minLength}, at most {paidLength}.'],
      ['Does Discord or Slack play transparent WebM?', 'Support differs per app and platform; test a short file first.'],
    ],
  },
  'highlight-moving-object': {
    description: 'Highlight a moving object in a video: click it, and it stays bright and in color while the rest of the frame is dimmed to gray.',
    lead: 'To point viewers at one moving thing, a ball, a car, a product, the easiest way is to make everything else quieter. Click the object and choose “highlight”: it keeps its color while the rest of the frame dims to gray.',
    steps: [
      'Upload the clip with the moving object.',
      'Click the object on one frame.',
      'Choose the highlight effect and export.',
    ],
    faq: [
      ['Does it follow fast motion?', 'Mostly; where the mask slips on a fast move, click that frame to correct it.'],
      ['Can I use it for sports analysis?', 'Yes, highlighting one player or the ball is a common use.'],
      ['Can I make the rest darker instead of gray?', 'The highlight dims the surroundings to gray; a darker look needs color grading afterwards.'],
    ],
  },
  'highlight-moving-person': {
    description: 'Highlight one person in a video: click them, and they stay in full color while the crowd or background turns gray, to guide every viewer’s eye.',
    lead: 'In a group shot, viewers do not know whom to look at. Click the person who matters and apply the highlight effect; they stay in color and focus while everyone and everything around them fades to gray.',
    steps: [
      'Upload the group or crowd shot.',
      'Click the person to highlight.',
      'Apply the highlight and export.',
    ],
    faq: [
      ['Can I highlight two people?', 'Yes, click both.'],
      ['Can I show them as a silhouette instead?', 'Yes, the silhouette option fills them with one color.'],
      ['Is it useful for coaching videos?', 'Yes, coaches highlight one player to show positioning and runs.'],
    ],
  },
  'blur-moving-object': {
    description: 'Blur a moving object in video: click the sign, screen or logo once, and the blur follows it through the clip while the rest stays sharp.',
    lead: 'Sometimes one object must not be seen: a logo, a screen with private data, a sign. Click it, turn on “Blur the objects”, and the blur follows it as it moves through the clip, leaving the rest of the picture untouched.',
    steps: [
      'Upload the clip.',
      'Click the object to hide.',
      'Turn on “Blur the objects” and export.',
    ],
    faq: [
      ['For faces or plates, is there something faster?', 'Yes, AI Face Blurring and License Plate Blurring find them automatically.'],
      ['What does it cost?', '{rate}, so a 10-second clip costs {tenSecondCost}.'],
      ['Can I blur text on a moving screen?', 'Yes, click the screen; the whole screen area is blurred as it moves.'],
    ],
  },
  'blur-a-part-of-video': {
    description: 'Blur part of a video: select the area or object on one frame, and it stays blurred through the whole clip, while everything else keeps full detail.',
    lead: 'Blurring part of a video is usually a tracking job in a desktop editor. Here you click the part to hide on one frame; the selection follows it through the clip and only that part is blurred.',
    steps: [
      'Upload the video and pick the range.',
      'Click the part to blur.',
      'Turn on “Blur the objects” and export.',
    ],
    faq: [
      ['Can I blur a fixed corner instead?', 'Click the object in that corner; a free-drawn rectangle is not offered.'],
      ['Does the free export show the blur?', 'Yes, the first {previewLength} at {previewResolution}, watermarked.'],
      ['Can the blur start halfway through?', 'Choose a range that starts where the blur should begin.'],
    ],
  },
  'replace-video-background-by-ai': {
    description: 'Replace a video background with AI: keep the subject and put a picture, a solid color or a blurred backdrop behind it, no green screen required.',
    lead: 'Replacing a background used to need a green screen on set. Click the subject, upload the picture you want behind it (or choose a color or a blur), and the new background replaces the old one in every frame.',
    steps: [
      'Upload the clip.',
      'Click the subject to keep.',
      'Upload the new background picture, or choose a color, and export.',
    ],
    faq: [
      ['Which pictures work as a background?', 'A JPEG, PNG or WebP of your own; it is scaled to fill the frame.'],
      ['Does the light match?', 'The subject keeps its own lighting, so pick a background with similar light.'],
      ['Can the new background move?', 'Only still pictures are accepted as backgrounds for now.'],
    ],
  },
  'ai-video-foreground-extraction': {
    description: 'Extract the foreground of a video with AI-assisted selection: click what is in front, get a clean alpha matte, and export it for compositing.',
    lead: 'Foreground extraction separates what is in front from what is behind. You show the foreground with a few clicks, the segmentation traces its outline, and optical flow keeps the outline on it in every frame of the shot.',
    steps: [
      'Upload the shot.',
      'Click the foreground elements.',
      'Export with transparency for your compositing tool.',
    ],
    faq: [
      ['Is it fully automatic?', 'No; your clicks choose the foreground, which keeps the result under your control.'],
      ['What resolution do I get?', 'Up to {paidResolution} on paid plans, 4K on Business.'],
      ['Does it export a separate matte file?', 'The alpha channel inside WebM or MOV is the matte; editors can extract it from there.'],
    ],
  },
  'video-background-cutout': {
    description: 'Cut out a video background in a few clicks: keep the subject, remove what is behind it, and download a cut-out clip with transparency.',
    lead: 'A background cut-out leaves the subject on nothing, ready for a new scene or a slide. Click the subject, fine-tune the edge feather, and export the cut-out with a transparent background.',
    steps: [
      'Upload the clip.',
      'Click the subject and adjust the feather.',
      'Export the cut-out as transparent WebM or MOV.',
    ],
    faq: [
      ['Can I use it in PowerPoint or Keynote?', 'Keynote plays MOV with alpha; PowerPoint support varies, so test your version.'],
      ['Is there a watermark on the free cut-out?', 'Yes, and it stops at {previewLength} and {previewResolution}.'],
      ['Can I add a drop shadow?', 'Not in Kinora; add shadows to the cut-out in your editor.'],
    ],
  },
  'unscreen': {
    description: 'Looking for an Unscreen alternative? Kinora removes video backgrounds with click-to-select masks, transparent export, and you can host it yourself.',
    lead: 'Unscreen made automatic background removal popular and has since closed. Kinora covers the same need in two ways: the Video Background Changer, where you click what to keep, and the Auto Background Remover for people, and because it is open source, you can run both on your own server.',
    steps: [
      'Upload the clip you would have given Unscreen.',
      'Click the subject, or use the Auto Background Remover for people.',
      'Export with transparency or a new background.',
    ],
    faq: [
      ['Is Kinora related to Unscreen?', 'No; it is an independent, open-source project.'],
      ['Is there a free tier?', 'Yes, with a watermark and a {previewLength} download at {previewResolution}.'],
      ['Does Kinora have a watermark-free option?', 'Paid plans export without watermark, up to {paidResolution}.'],
    ],
  },
  'auto-background-defocus': {
    description: 'Defocus a video background automatically after one click: the subject stays crisp and the background gets an even blur that you can dial in.',
    lead: 'Defocusing the background pulls attention to the subject, like a wide aperture would. Select the subject with a click and set the blur amount; the defocus is applied to every frame and follows the subject as it moves.',
    steps: [
      'Upload the clip.',
      'Click the subject.',
      'Set the background blur amount and export.',
    ],
    faq: [
      ['Is it a real depth-of-field effect?', 'It is an even blur behind the subject, not a depth map.'],
      ['Does it work for video calls?', 'For recordings, yes; live calls are not processed.'],
      ['Can I animate a focus pull?', 'No, the blur amount is the same for the whole range.'],
    ],
  },
  'ai-footage-cutout': {
    description: 'Cut people and objects out of footage with AI help: a click selects them, the cut follows the motion, and you get clean alpha for editing.',
    lead: 'Footage cut-outs feed composites, thumbnails and title sequences. Click who or what to cut out; GrabCut separates it from its surroundings on that frame and optical flow carries the cut through the footage.',
    steps: [
      'Upload the footage.',
      'Click the people or objects to cut out.',
      'Export as transparent MOV for your edit.',
    ],
    faq: [
      ['Does it handle hair well?', 'Fine hair gets a soft edge from the feather; very fine strands may be lost.'],
      ['Can I work on a desktop only?', 'Yes, selecting objects needs a mouse or trackpad, so the tool opens on desktop.'],
      ['Which editors import the MOV?', 'ProRes 4444 with alpha opens in Premiere Pro, Final Cut Pro, DaVinci Resolve and After Effects.'],
    ],
  },
  'video-background-remover': {
    description: 'Remove the background from a video online: click the subject, then export it on transparency, a solid color, a blur or a picture of your own.',
    lead: 'Removing a video’s background takes two decisions: what to keep and what to put behind it. You make the first with a click; the second is a choice between transparency, green, white, black or blue, a blurred or gray copy, or your own picture.',
    steps: [
      'Upload the video.',
      'Click the subject to keep.',
      'Choose the new background and export.',
    ],
    faq: [
      ['Is there a fully automatic version?', 'For people, the Auto Background Remover needs no clicks.'],
      ['What does removal cost?', '{rate}, so {minuteCost} for a minute of video.'],
      ['Why is the free download only {previewLength} long?', 'The free plan downloads the first {previewLength} at {previewResolution}; paid plans export the whole selection.'],
    ],
  },
  'foreground-background-separation': {
    description: 'Separate foreground and background in video: one layer with the subject, one without, for compositing, relighting or replacing the scene.',
    lead: 'Separating foreground from background gives you two layers to treat differently. Select the foreground with clicks and export it with transparency; export again with the “remove” effect to get the scene without it.',
    steps: [
      'Upload the shot.',
      'Click the foreground.',
      'Export the foreground with alpha, then the background with the objects removed.',
    ],
    faq: [
      ['How is the background filled where the subject was?', 'The “remove” effect fills that area from the surrounding picture; large areas may look smeared.'],
      ['Which formats keep the layers?', 'WebM and MOV keep the alpha channel.'],
      ['Can I do this for a whole film?', 'Each job covers {minLength} to {paidLength}, so work shot by shot.'],
    ],
  },
};
