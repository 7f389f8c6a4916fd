import type { LandingCopyTable } from './landing-copy';

/** Face blurring, license plate blurring and voice redaction: the privacy tools' pages. */
export const PRIVACY_COPY: LandingCopyTable = {
  'video-privacy-mask': {
    description: 'Put a privacy mask on everyone in a video who should not be recognized: faces are found automatically and masked with a blur, mosaic or solid shape.',
    lead: 'A privacy mask hides who someone is while keeping the video watchable. Every face in the clip is detected and tracked, and you choose the mask: a soft blur, a mosaic, a solid shape or a picture, as an ellipse or a box.',
    steps: [
      'Upload the clip; faces are found while it is prepared.',
      'Choose the people to mask, or keep all of them selected.',
      'Pick the mask style and export.',
    ],
    faq: [
      ['How long may the clip be?', '{minLength} to {paidLength} per job; the free preview shows the first {previewLength}.'],
      ['Why does preparation take a while?', 'Every frame is scanned for faces before you choose, so a new upload needs some minutes.'],
      ['Does the mask cover faces in reflections and screens?', 'If the detector sees a face there, yes; check the preview for faces in mirrors or on monitors.'],
    ],
  },
  'video-identity-protector': {
    description: 'Protect the identity of people in your videos: detect every face, hide the ones who did not consent, and keep the rest of the footage clear.',
    lead: 'Publishing footage of people who did not agree to be shown can put them at risk. Kinora lists every person whose face appears, lets you pick who must stay anonymous, and hides only those faces, frame by frame.',
    steps: [
      'Upload the footage.',
      'Mark the people whose identity must be protected.',
      'Export the protected version.',
    ],
    faq: [
      ['Does it hide anything besides faces?', 'Faces only; for voices use Voice Redaction, for plates License Plate Blurring.'],
      ['Is my footage used to train models?', 'No. It stays in the storage of the Kinora server that processes it.'],
      ['Can tattoos or name tags be hidden too?', 'Not by this tool; blur them with the Video Background Changer’s object blur.'],
    ],
  },
  'interview-privacy-blur-tool': {
    description: 'Blur an interviewee’s face for anonymous interviews: only the chosen person is hidden, the interviewer stays visible, and the voice can be disguised too.',
    lead: 'Anonymous interviews need the speaker hidden and the rest left natural. Choose the interviewee from the detected people, apply a strong blur or a solid mask, and run the audio through Voice Redaction so the voice gives nothing away either.',
    steps: [
      'Upload the interview.',
      'Select only the interviewee.',
      'Export, then disguise the voice with Voice Redaction if needed.',
    ],
    faq: [
      ['Is a blur enough for anonymity?', 'For real protection choose a solid mask or a large mosaic; light blurs can sometimes be partly reversed.'],
      ['What if the face is turned away?', 'Faces are tracked between detections, so short turns stay covered; check the preview.'],
      ['Can I shoot the interview in silhouette instead?', 'Yes, the Video Background Changer’s silhouette option fills the person with one color.'],
    ],
  },
  'facial-privacy-filter': {
    description: 'Apply a facial privacy filter to video: automatic face detection and tracking with blur, pixel mosaic or solid cover, chosen per person.',
    lead: 'A facial privacy filter runs over the whole video and catches every face. It uses a face detector on each frame and follows faces between frames, so people who walk through the picture are covered as they move.',
    steps: [
      'Upload the video.',
      'Keep everyone selected, or untick the people who may be shown.',
      'Choose blur, mosaic or solid and export.',
    ],
    faq: [
      ['How small a face is found?', 'Small and distant faces are the hardest; check the preview, where a missed face is easy to spot.'],
      ['Can I make the mask bigger?', 'Yes, raise the mask size percentage.'],
      ['Does it work on vertical phone video?', 'Yes, portrait and landscape clips are handled alike.'],
    ],
  },
  'face-obfuscation-software': {
    description: 'Face obfuscation software that runs in the browser or on your own server: detect, track and obscure faces in video without editing frames yourself.',
    lead: 'Teams that publish footage of the public need faces obscured reliably and repeatably. Kinora does it as a service you can host: upload, select, export, with the same settings every time and no footage leaving your infrastructure if you run it yourself.',
    steps: [
      'Upload the footage to your Kinora instance.',
      'Select the faces to obscure.',
      'Export the obscured copy and keep the original safe.',
    ],
    faq: [
      ['Can it run offline?', 'Self-hosted, it needs no outside service: the models run on your server.'],
      ['Is there an API?', 'API access comes with the Enterprise plan.'],
      ['Can several people use one installation?', 'Yes, each account has its own files and jobs on the same server.'],
    ],
  },
  'crowd-face-anonymizer': {
    description: 'Anonymize faces in crowd footage: demonstrations, stadiums and streets with dozens of people, every detected face hidden automatically.',
    lead: 'Crowd footage can show hundreds of faces, and choosing each by hand is impossible. Leave everyone selected and every detected face in the crowd is anonymized, in every frame, while the scene itself stays readable.',
    steps: [
      'Upload the crowd footage.',
      'Keep all people selected.',
      'Export the anonymized footage.',
    ],
    faq: [
      ['Will it find every face in a crowd?', 'It finds most; small, blurred or covered faces can be missed, so check the preview before publishing.'],
      ['Is there a limit on the number of faces?', 'No; the price depends only on the length: {rate}.'],
      ['Does anonymizing a crowd take longer?', 'Detection scans every frame either way; preparation takes some minutes for any new upload.'],
    ],
  },
  'child-face-blurring': {
    description: 'Blur children’s faces in school, sports or family videos before sharing: choose the children to hide, keep adults and the event visible.',
    lead: 'Schools, clubs and parents often may not share children’s faces. Upload the video of the play, match or party, pick the children who must not be shown, and their faces are blurred everywhere they appear.',
    steps: [
      'Upload the event video.',
      'Select the children to hide.',
      'Export and share the safe version.',
    ],
    faq: [
      ['Can I hide all children but one?', 'Yes, untick the one child whose parents agreed.'],
      ['Is a cartoon cover possible?', 'Yes, choose the picture style with a smiley or star over each face.'],
      ['Is it safe to upload children’s videos?', 'Uploads are stored on the Kinora server you use and deleted after their retention time; self-host for full control.'],
    ],
  },
  'bodycam-face-redaction': {
    description: 'Redact faces in bodycam footage for public release: bystanders are detected and masked across the recording, with the officer’s view kept intact.',
    lead: 'Released bodycam footage must protect bystanders. Kinora detects faces in the recording, tracks them through the camera’s movement and masks the people you select with a solid cover or a strong mosaic.',
    steps: [
      'Upload the bodycam segment.',
      'Select bystanders and other people to redact.',
      'Export the redacted segment with a solid mask.',
    ],
    faq: [
      ['Is shaky bodycam video a problem?', 'Fast motion makes faces harder to detect; review the preview and pick a larger mask size.'],
      ['Can long recordings be processed?', 'Each job covers up to {paidLength}; split longer recordings into segments.'],
      ['Does it log what was redacted?', 'The job records which people were selected; keep the original for the record.'],
    ],
  },
  'ai-face-blurring': {
    description: 'AI face blurring for videos: a neural face detector finds every face, tracks it between frames and blurs it, with no manual masking.',
    lead: 'AI face blurring replaces manual masking with a face detector that looks at every frame. It learns nothing from your video; it finds faces, follows them as they move, and blurs the ones you keep selected.',
    steps: [
      'Upload the video.',
      'Review the detected people.',
      'Blur and export.',
    ],
    faq: [
      ['Which model detects the faces?', 'A face detection model running with ONNX Runtime on the server, on GPU when there is one.'],
      ['How much does it cost?', '{rate}, which is {minuteCost} per minute.'],
      ['Can I try it without an account?', 'Yes, guests can upload and get the free preview.'],
    ],
  },
  'ai-face-masking-in-videos': {
    description: 'Mask faces in videos with AI: automatic detection, per-person selection and masks as ellipse or box, blur, mosaic, solid or picture.',
    lead: 'Face masking should fit the face. Choose an ellipse for a natural look or a box for full coverage, set the mask size to cover hair and ears, and the AI places the mask on each selected face in every frame.',
    steps: [
      'Upload the video.',
      'Pick the faces to mask.',
      'Set mask shape, size and style, then export.',
    ],
    faq: [
      ['Ellipse or box?', 'Ellipse looks calmer; box covers more and suits legal redaction.'],
      ['Can the mask be a logo?', 'Yes, the picture style can use an image you upload.'],
      ['How big should the mask be?', 'The default size covers hair and ears; raise it for fast head movements.'],
    ],
  },
  'ai-face-anonymizer': {
    description: 'Anonymize faces in video with AI: detect all people, choose who remains recognizable, and hide everyone else with blur, mosaic or solid masks.',
    lead: 'Anonymizing a video means nobody can tell who was there. The face anonymizer finds each person, groups their appearances into one entry, and hides all of them unless you decide someone may stay recognizable.',
    steps: [
      'Upload the video.',
      'Untick anyone who may stay recognizable.',
      'Export the anonymized video.',
    ],
    faq: [
      ['Is anonymization reversible?', 'A solid mask is not; blur and mosaic are harder to reverse when strong.'],
      ['Does it blur voices?', 'No; Voice Redaction anonymizes voices.'],
      ['Does it work on animated or drawn faces?', 'The detector is trained on real faces; cartoons are rarely detected.'],
    ],
  },
  'ai-face-mosaic': {
    description: 'Add a mosaic over faces in video with AI: coarse pixel blocks hide each selected face and follow it automatically as the person moves.',
    lead: 'The mosaic, large pixel blocks over a face, is the classic TV look for anonymity. Choose the mosaic style and it is placed over every selected face, following each person through the clip.',
    steps: [
      'Upload the clip.',
      'Select the people.',
      'Choose the mosaic style and export.',
    ],
    faq: [
      ['Can I make the blocks bigger?', 'Enlarge the mask size; the mosaic stays coarse enough to hide features.'],
      ['Does mosaic cost more than blur?', 'No, every style costs {rate}.'],
      ['Is mosaic good for documentaries?', 'Yes, it is widely recognized as anonymization and keeps the scene readable.'],
    ],
  },
  'ai-face-pixelate': {
    description: 'Pixelate faces in a video automatically: each selected face is covered with pixel blocks that track its movement, exported in full resolution.',
    lead: 'Pixelating faces by hand means keyframing a box for each person. Here the pixelation is placed by face detection and moved by tracking, so you only choose who is pixelated and export.',
    steps: [
      'Upload the video.',
      'Choose who to pixelate.',
      'Export with the mosaic style.',
    ],
    faq: [
      ['Is pixelation the same as mosaic?', 'Yes, in Kinora the mosaic style pixelates.'],
      ['What resolution is the export?', 'Up to {paidResolution} on paid plans, 4K on Business; the free preview is {previewResolution}.'],
      ['Can I pixelate only one face in a group?', 'Yes, untick everyone except that person.'],
    ],
  },
  'blur-moving-face': {
    description: 'Blur a moving face in video: the blur follows the person as they walk, turn or cross the frame, with no keyframes to set by hand.',
    lead: 'A face that moves is the hard case for manual blurring. Detection runs on the frames and tracking bridges the gaps between detections, so the blur stays on the face as the person walks, turns or crosses the frame.',
    steps: [
      'Upload the clip with the moving person.',
      'Select that person.',
      'Export and check the blur follows them.',
    ],
    faq: [
      ['What if the blur lags behind fast motion?', 'Raise the mask size so the blur covers the face during quick moves.'],
      ['Can I blur only part of the clip?', 'Yes, choose a range before processing.'],
      ['Does it work from a moving car or drone?', 'Yes; both the camera and the person may move.'],
    ],
  },
  'auto-face-blur': {
    description: 'Auto blur every face in a video: upload, keep all faces selected and download a blurred copy, without marking a single frame yourself.',
    lead: 'Auto face blur is for when everyone must be hidden and you do not want to choose. Upload, leave all detected people selected, and the export blurs every face in every frame.',
    steps: [
      'Upload.',
      'Leave all people selected.',
      'Export the blurred copy.',
    ],
    faq: [
      ['Do I need to do anything between upload and export?', 'Only confirm the people list; the defaults blur everyone.'],
      ['Is the free version blurred too?', 'Yes, the free preview of {previewLength} is blurred and watermarked.'],
      ['Can I blur faces in many videos at once?', 'One job per video; a workflow can chain steps, but each upload is its own job.'],
      ['Is this useful for real estate or street photography videos?', 'Yes: passers-by in walkthroughs and street scenes get blurred without anyone picking them out one by one.'],
    ],
  },
  'cover-face-in-videos': {
    description: 'Cover faces in videos with a picture: a smiley, a star or your own image sits over each chosen face and follows it through the clip.',
    lead: 'Sometimes a blur feels too serious. Cover faces with a smiley, a star or your own image instead; the picture is scaled to each face and moves with it, which suits family, school and fun social videos.',
    steps: [
      'Upload the video.',
      'Choose the faces to cover.',
      'Pick the picture style and the cover image, then export.',
    ],
    faq: [
      ['Can I use my own emoji or logo?', 'Yes, upload an image and choose it as the cover.'],
      ['Does the picture rotate with the head?', 'No, it stays upright and follows the face’s position and size.'],
      ['Which picture sizes work best?', 'A square PNG with a transparent background looks cleanest over faces.'],
    ],
  },
  'censor-face-in-videos': {
    description: 'Censor faces in videos before publishing: solid black or colored masks over chosen faces, tracked automatically, for news, legal and social use.',
    lead: 'Censoring a face means leaving no doubt it is hidden. The solid style covers each chosen face with an opaque shape, tracked through the video, which is what newsrooms and legal teams usually ask for.',
    steps: [
      'Upload the video.',
      'Select the faces to censor.',
      'Choose the solid style and export.',
    ],
    faq: [
      ['Is solid safer than blur?', 'Yes, a solid cover leaves nothing to recover.'],
      ['Can I keep the original?', 'Yes, your upload is not changed; the censored video is a new file.'],
      ['Can viewers undo the censoring?', 'No: the solid cover replaces those pixels in the exported file.'],
    ],
  },
  'hide-face-in-videos': {
    description: 'Hide a face in a video, or several: pick the people to hide from a list of detected faces, and they disappear behind a blur or mask.',
    lead: 'When only one person must not be seen, you should not have to blur everyone. After preparation you get a list of people found in the video; tick the ones to hide and only their faces are covered.',
    steps: [
      'Upload the video and wait for the people list.',
      'Tick the faces to hide.',
      'Export.',
    ],
    faq: [
      ['Why is the same person listed twice?', 'When a face is lost for a while, it may come back as a new entry; tick both.'],
      ['How much video can I process?', 'Up to {paidLength} per job.'],
      ['Can I change my selection after exporting?', 'Yes, choose again on the job page and export a new version.'],
    ],
  },
  'blur-face-in-videos-online': {
    description: 'Blur faces in videos online: upload in your browser, let AI find each face, choose whom to blur and download the result. Free preview included.',
    lead: 'Blurring faces online means no software to install and no frames to mark. Upload in the browser, let the AI find and track the faces, choose who to blur, and download the blurred video when it is done.',
    steps: [
      'Upload the video in your browser.',
      'Choose the faces to blur.',
      'Download the blurred video.',
    ],
    faq: [
      ['Is it free?', 'The first {previewLength} are free at {previewResolution} with a watermark; the full export costs {rate}.'],
      ['Does it work on a phone?', 'Yes, the tool opens in mobile browsers.'],
      ['Which browsers work?', 'Any current browser that plays MP4 video.'],
    ],
  },
  'auto-face-redaction-in-videos': {
    description: 'Automatic face redaction for videos: detection, tracking and opaque masks applied to every selected face, for records requests and legal disclosure.',
    lead: 'Redaction for disclosure has to be complete and consistent. Faces are detected and tracked automatically, the people you select are covered with solid masks in every frame, and the original stays untouched beside the redacted copy.',
    steps: [
      'Upload the recording to be disclosed.',
      'Select the people to redact.',
      'Export the redacted copy with the solid style.',
    ],
    faq: [
      ['Should I still review the output?', 'Yes; automatic detection can miss faces that are tiny, covered or badly lit.'],
      ['Can I redact voices and plates too?', 'Yes, with Voice Redaction and License Plate Blurring.'],
      ['Is the original kept unchanged?', 'Yes; redaction writes a new file, and your upload stays as it was.'],
    ],
  },
  'license-plate-blurring': {
    description: 'Blur license plates in videos automatically: plates are detected on cars, trucks and bikes, tracked through the clip and blurred before you publish.',
    lead: 'Dashcam clips, street footage and car reviews all show license plates. The plate detector finds vehicles and reads plate-like text on them, tracks each plate through the clip and blurs, pixelates or covers it.',
    steps: [
      'Upload the video; plates are detected while it is prepared.',
      'Keep all plates selected, or untick your own car.',
      'Choose blur, mosaic or solid and export.',
    ],
    faq: [
      ['How long may the clip be?', '{minLength} to {paidLength} per job.'],
      ['Does it work at night?', 'Night footage is harder: dark or motion-blurred plates may be missed, so check the preview.'],
      ['Does it read the plate numbers?', 'Text detection locates the plate; the numbers are not stored or shown.'],
    ],
  },
  'hide-plates-in-car-videos': {
    description: 'Hide license plates in car videos: dashcam, car-spotting and review footage with every plate covered, while your own car can stay visible.',
    lead: 'Car videos are full of other people’s plates: on the road ahead, in the parking lot, at a meet. Let Kinora find them, keep your own plate visible if you want, and hide the rest before you post.',
    steps: [
      'Upload the dashcam or car video.',
      'Untick the plates that may stay visible.',
      'Export with the plates hidden.',
    ],
    faq: [
      ['Does it handle moving traffic?', 'Yes, plates are tracked from frame to frame.'],
      ['Is it free to try?', 'Yes, the first {previewLength} at {previewResolution}, watermarked.'],
      ['Can I hide plates in photos?', 'It works on video; convert a photo to a one-second clip first.'],
    ],
  },
  'ai-plate-pixelation': {
    description: 'Pixelate license plates with AI: detected plates are covered by coarse pixel blocks that move with each vehicle through the video.',
    lead: 'Pixelation is the usual way to hide plates in published footage. Choose the mosaic style: each detected plate gets a block of coarse pixels that travels with its vehicle for as long as it is in view.',
    steps: [
      'Upload the video.',
      'Check the detected plates.',
      'Pick the mosaic style and export.',
    ],
    faq: [
      ['Which detector is used?', 'A vehicle detector plus text detection for the plate, both running on the server.'],
      ['What does it cost?', '{rate}, {minuteCost} per minute.'],
      ['Are motorcycle plates covered?', 'Motorcycles are among the vehicles detected, but their small plates are missed more often.'],
    ],
  },
  'audio-redaction': {
    description: 'Redact voices in video audio: shift the pitch and tone of speakers so they cannot be recognized, while every word stays clear and understandable.',
    lead: 'Sometimes the face is hidden but the voice still gives a person away. Voice Redaction shifts the pitch of the speech and, if you like, its character, so the words stay understandable while the speaker becomes hard to recognize.',
    steps: [
      'Upload the video with the voice to disguise.',
      'Choose a preset, or set the pitch shift and voice character yourself.',
      'Listen to the preview and export.',
    ],
    faq: [
      ['How long may the recording be?', 'Up to {paidLength}; the free plan processes {previewLength}.'],
      ['Is pitch shifting enough to anonymize?', 'A strong preset with shifted voice character is hard to recognize; for full anonymity, re-record the words.'],
      ['Can I redact only one speaker?', 'Not yet; the pitch shift applies to the whole sound track.'],
      ['Which presets are there?', 'Light, medium and strong shift the pitch by growing amounts; custom lets you pick the exact number of semitones, up or down, and whether the voice character changes too.'],
    ],
  },
  'voice-censoring': {
    description: 'Censor a voice in a video: disguise who is speaking with a pitch and tone shift, from light to strong, and keep the content of what they say.',
    lead: 'Voice censoring protects sources, witnesses and interviewees. Instead of beeping the words, the voice itself is disguised with a pitch shift of up to an octave, so the audience still hears what was said but not who said it.',
    steps: [
      'Upload the recording.',
      'Pick light, medium or strong, or a custom pitch shift.',
      'Export the censored recording.',
    ],
    faq: [
      ['Can I beep out words instead?', 'No; the tool disguises voices, it does not bleep words.'],
      ['Is there a cost per minute?', 'Yes, {minuteCost} per minute of audio.'],
      ['What is the voice character option?', '“Shifted” changes the timbre along with the pitch; “preserved” keeps the timbre for a more natural sound.'],
    ],
  },
};
