import type { LandingCopyTable } from './landing-copy';

/** The AI Video Editor's pages: its main page and the searches it answers. */
export const EDITOR_COPY: LandingCopyTable = {
  'ai-video-editor': {
    description: 'Upload raw clips and get a finished edit: the AI picks the best moments, cuts silences, adds captions, music and titles, and sets the length you ask for.',
    lead: 'You have hours of footage and want a few good minutes out of it. The AI Video Editor watches every clip, scores its shots, drops blurry or blocked ones and silent stretches, and assembles the strongest moments into one video at the length you choose.',
    steps: [
      'Upload one clip or a whole folder of them; they are joined in recording order.',
      'Choose the output length, how clips are picked (AI, random, all, sports) and extras such as captions or music.',
      'Watch the edit, adjust the options, then export it without a watermark or as an XML project.',
    ],
    faq: [
      ['How long can the source footage be?', 'A paid job takes up to {paidLength} of input; the free plan processes up to {previewLength} and renders at {previewResolution} with a watermark.'],
      ['Can I finish the edit in my own editor?', 'Yes. Paid plans export an XML project file with every chosen clip, which desktop editors such as DaVinci Resolve or Premiere open as a timeline.'],
      ['Who is it for?', 'Vloggers, event filmers, marketers and anyone with more footage than time: weddings, trips, talks, matches and streams all become short edits.'],
    ],
  },
  'raw-footage-edit': {
    description: 'Turn a card full of raw footage into a watchable cut: automatic shot scoring, silence removal and scene detection, no timeline work needed.',
    lead: 'Raw footage is mostly waiting, fumbling and repeats. Drop the unedited files in and the editor detects scenes, scores each shot for speech, action and faces, and keeps the parts worth watching, in the order they were filmed.',
    steps: [
      'Upload the unedited files straight from the camera or phone.',
      'Set how long the cut should be and keep “Remove silent parts” on.',
      'Review the cut, then export the video or its clip list.',
    ],
    faq: [
      ['Does it change my original files?', 'No. Your uploads stay as they are; the edit is a new file rendered from them.'],
      ['What happens to out-of-focus shots?', 'On paid plans the editor finds out-of-focus and blocked shots and leaves them out automatically.'],
      ['Can I edit footage from several days?', 'Yes. Upload everything into one project; recording timestamps keep each day in sequence.'],
    ],
  },
  'video-concatenator': {
    description: 'Join several video files into one MP4 online: upload the parts, keep their order or let the AI trim them, and download a single continuous video.',
    lead: 'The Video Concatenator is now part of the AI Video Editor. Upload the parts of a recording, choose “all clips” so nothing is left out, and get them back as one continuous file with matching size and frame rate.',
    steps: [
      'Upload the parts you want to join, in any order.',
      'Pick the “all” clip selection so every second is kept, or “AI” to trim as well.',
      'Export one file that plays the parts back to back.',
    ],
    faq: [
      ['Do the files need the same resolution?', 'No. Clips of different sizes are scaled and padded to one frame size, and frame rates are unified.'],
      ['How many files can I join?', 'It depends on your plan’s videos per project, shown on the pricing page.'],
      ['Is audio kept across the joins?', 'Yes, each part keeps its sound, and loudness is evened out so no part is suddenly louder.'],
    ],
  },
  'multi-clip-stitching': {
    description: 'Stitch many short clips into one story: upload a batch of phone or camera clips and get one smooth video with matched sizes, audio and transitions.',
    lead: 'Ten clips from a day out make a better video as one story. Upload them together and they are stitched in the order they were recorded, each trimmed to its best part, with the audio levelled across the whole piece.',
    steps: [
      'Select all the clips at once in the upload window.',
      'Choose a target length; shorter targets keep only each clip’s strongest seconds.',
      'Play the stitched video and export it.',
    ],
    faq: [
      ['Can I mix portrait and landscape clips?', 'Yes. Pick one shape for the result, and each clip is cropped or set on a blurred copy of itself to fit.'],
      ['Is the order kept?', 'By default clips follow their recording time; “Clip order: score” puts the best moments first instead.'],
      ['What about clips with music already on them?', 'Their sound stays; if you add a music bed, it plays under the original audio.'],
    ],
  },
  'video-merger': {
    description: 'Merge video files online without installing anything: combine MP4, MOV and WebM clips into one video, sized for YouTube, TikTok or Instagram.',
    lead: 'Merging videos should not need desktop software. Upload MP4, MOV or WebM files, pick the shape of the result (16:9, 9:16, square or 4:5) and the merger combines them into one file ready to post.',
    steps: [
      'Upload two or more videos in any common format.',
      'Choose the output shape and whether each part is cropped or fitted on a blurred background.',
      'Download the merged file.',
    ],
    faq: [
      ['Which formats can I merge?', 'Common video files such as MP4, MOV, WebM and MKV; the result is an MP4.'],
      ['Will the merged video have a watermark?', 'Free results carry a watermark and stop at {previewResolution}; a paid export removes it and goes up to {paidResolution}.'],
      ['Can I merge a horizontal intro with vertical phone footage?', 'Yes; pick the output shape first, then every part is cropped or fitted into it.'],
    ],
  },
  'shorten-video': {
    description: 'Make a long video shorter by choosing the length you want: the AI keeps the most interesting parts and cuts the rest, with no manual trimming.',
    lead: 'A ten-minute video that should be ninety seconds. Instead of scrubbing and cutting by hand, type the length you need; the editor ranks every moment and keeps the best ones until the time is filled.',
    steps: [
      'Upload the long video.',
      'Set “Output length” to the duration you need, in seconds.',
      'Preview the shorter version and export it.',
    ],
    faq: [
      ['Can the result be a precise length?', 'Yes. The output length is a target the editor fills exactly, within a frame or two.'],
      ['Which parts are kept?', 'With AI selection, the shots that score highest for speech, motion, sound energy and faces; silent gaps go first.'],
      ['Is the shortened video still coherent?', 'Scenes keep their internal order, so the story reads the same, only faster.'],
    ],
  },
  'mp4-trimmer': {
    description: 'Trim an MP4 in your browser: mark the part you need on the range bar, cut off the start and end, and download the trimmed MP4 in seconds.',
    lead: 'Sometimes you only need to cut off the beginning and the end. Upload the MP4, drag the range to the part you want, and export just that part as a new MP4 without re-shooting or installing a trimmer.',
    steps: [
      'Upload your MP4 file.',
      'Drag the range handles to where the clip should start and stop.',
      'Export the trimmed MP4.',
    ],
    faq: [
      ['Does trimming lower the quality?', 'The trimmed part is re-encoded at the source resolution, up to {paidResolution} on paid plans.'],
      ['What does a trim cost?', 'Processing is priced per second of input: {rate}, which is {minuteCost} per minute.'],
      ['Can I trim to the exact frame?', 'The range handles move in small steps; numbers next to them show the start and end times.'],
    ],
  },
  'auto-cut': {
    description: 'Cut a video automatically: scene detection finds every shot change, the AI scores each scene and keeps the good ones, and silent gaps disappear.',
    lead: 'Automatic cutting means the software decides where the cuts go. The editor detects each scene change, measures what happens in every shot and cuts between the best ones, so you start from a finished cut instead of an empty timeline.',
    steps: [
      'Upload the footage you would normally cut by hand.',
      'Leave clip selection on “AI” and set the length.',
      'Watch the automatic cut and export it.',
    ],
    faq: [
      ['How does it find the cut points?', 'It compares frames to find shot changes, then measures speech, motion, sound energy and faces inside each scene.'],
      ['Can I give it sports footage?', 'Yes. The “sports” selection looks for bursts of action and is priced at its own rate.'],
      ['How is this different from a jump-cut plugin?', 'Jump-cut plugins only remove silence; scene scoring also chooses which shots deserve a place.'],
    ],
  },
  'rough-cut': {
    description: 'Get a rough cut of your project in minutes: the AI assembles the usable takes in order so you can refine the story instead of logging clips.',
    lead: 'A rough cut is the first assembly: every usable take, in order, with the obvious junk gone. The editor builds it for you from the uploaded footage, dropping silent stretches and failed shots, so your editing time goes into the story.',
    steps: [
      'Upload all the takes for the project.',
      'Pick a generous output length so the rough cut keeps enough material.',
      'Export the rough cut as video or as an XML project for further editing.',
    ],
    faq: [
      ['Why export XML?', 'An XML project opens in desktop editors as a timeline of the chosen clips, ready for your fine cut.'],
      ['Is the free plan enough for a rough cut?', 'It processes up to {previewLength} of footage with a watermark; longer projects need a paid plan.'],
      ['Does it label the takes?', 'The XML lists each chosen clip with a short text description of what happens in it.'],
      ['How does a documentary team use it?', 'Interview and B-roll footage go in together; the assembly keeps spoken answers, drops dead time between takes, and the editor refines the structure afterwards.'],
    ],
  },
  'fine-cut': {
    description: 'Tighten an edit into a fine cut: remove pauses and dead air, trim every clip to its strongest seconds, and set the exact running time you need.',
    lead: 'A fine cut is about rhythm: no pauses, no slack at the start of a shot, an exact running time. Give the editor your near-final footage, turn on silence removal and set the target length; it trims every clip to fit.',
    steps: [
      'Upload the footage or your rough cut.',
      'Turn on silence removal and set the exact running time.',
      'Compare the result with your cut and export it.',
    ],
    faq: [
      ['Will it cut into speech?', 'Silence removal cuts only where the sound is quiet; a very short target length can still end a clip mid-sentence.'],
      ['Can I keep the original order?', 'Yes, “Clip order: time” keeps the story in the order it was filmed.'],
      ['Can it hit a broadcast slot such as 28:30?', 'Type the slot length in seconds; the editor trims material until the running time matches.'],
    ],
  },
  'ai-video-captioning': {
    description: 'Add captions to a video automatically: speech is transcribed, timed to the words and burned into the picture in a clean, boxed or bold style.',
    lead: 'Most people watch social video with the sound off. Switch on captions and the editor transcribes the speech, splits it into short readable lines timed to the voice, and burns them into the picture.',
    steps: [
      'Upload a video with speech in it.',
      'Turn on “Add captions” and choose the caption style.',
      'Check the captions in the preview and export.',
    ],
    faq: [
      ['Which languages are transcribed?', 'The speech model recognizes English best; other languages may be transcribed with more mistakes.'],
      ['Can I get a subtitle file instead?', 'Captions are burned into the picture; a separate subtitle file is not offered yet.'],
      ['Are captions accessible for deaf viewers?', 'Burned-in captions help, but they cannot be turned off or restyled by players, unlike closed captions.'],
    ],
  },
  'bouncing-caption': {
    description: 'Looking for bouncing, word-by-word captions? Here is what Kinora’s automatic captions do today: timed lines in clean, boxed or bold styles.',
    lead: 'Bouncing captions pop each word as it is spoken. Kinora does not animate words one by one; it writes short timed lines in three styles (clean, boxed and bold), which read well on phones and cost nothing extra.',
    steps: [
      'Upload the clip you want to caption.',
      'Turn on captions and pick the bold style for the most punch.',
      'Export the captioned clip.',
    ],
    faq: [
      ['Will word-by-word animation come?', 'It is not built. If you need it, caption here and animate the words in another editor.'],
      ['Do captions cost extra?', 'No. They are included in the editor’s price of {rate}.'],
      ['Which style looks closest to TikTok captions?', 'Bold, the heaviest of the three styles.'],
    ],
  },
  'speech-gap-remover': {
    description: 'Remove the gaps between sentences automatically: pauses, breaths and silent stretches are detected in the audio and cut, keeping speech natural.',
    lead: 'Recorded speech is full of gaps: thinking pauses, breaths, the silence before a take starts. The editor measures the audio, finds every gap longer than a natural pause and cuts it, so talking-head videos move at the pace of a conversation.',
    steps: [
      'Upload the talking-head recording.',
      'Keep “Remove silent parts” on.',
      'Listen to the tightened version and export it.',
    ],
    faq: [
      ['Does it cut short pauses too?', 'No. Short pauses that belong to speech stay; only gaps long enough to feel empty are removed.'],
      ['Does the picture jump at each cut?', 'Cuts are hard cuts; on a static camera they look like jump cuts, the usual style for this kind of video.'],
      ['Will music beds get chopped?', 'Add the music bed after removing gaps: the editor lays it continuously under the tightened speech.'],
    ],
  },
  'remove-dead-air-from-video': {
    description: 'Remove dead air from recordings: the silent seconds before, between and after speaking are cut out automatically, for podcasts, lessons and streams.',
    lead: 'Dead air is time when nothing is said and nothing happens: the start of a stream, a guest looking for a link, the end of a lesson. The editor finds those silent spans in the sound track and removes them from the video.',
    steps: [
      'Upload the recording of the stream, lesson or call.',
      'Leave silence removal on and set the output length to the full duration.',
      'Export the version without dead air.',
    ],
    faq: [
      ['How long can the recording be?', 'Up to {paidLength} per job on a paid plan, {previewLength} on the free plan.'],
      ['What is dead air, exactly?', 'Here: stretches where the audio stays below speech level for longer than a natural pause.'],
      ['Can it handle a two-hour livestream?', 'Split it into parts that fit the job limit, then process each part.'],
    ],
  },
  'cut-out-pauses-from-video': {
    description: 'Cut out pauses from a video in one step: upload, keep silence removal on, and download a tighter version of your talk, tutorial or vlog.',
    lead: 'Pauses make a tutorial feel slow. Cutting them by hand means finding each one on a waveform; here the audio is analyzed for you and every pause is cut in one pass, while the speech around it stays untouched.',
    steps: [
      'Upload the tutorial, talk or vlog.',
      'Make sure “Remove silent parts” is on.',
      'Export the version without pauses.',
    ],
    faq: [
      ['Can I keep some pauses?', 'Turn silence removal off for that job; there is no per-pause choice yet.'],
      ['What does it cost?', '{rate} of input, so {minuteCost} per minute.'],
      ['Is “um” removed as well?', 'No; filler words are speech, so they stay. Only silent pauses go.'],
    ],
  },
  'video-silent-parts-remover': {
    description: 'The Silent Parts Remover, now inside the AI Video Editor: detects silent stretches in any video and removes them, keeping the parts with sound.',
    lead: 'Silent Parts Remover was a tool of its own and now lives in the AI Video Editor. It works the same way: every part of the video where the sound drops to silence is detected and removed, and the sounding parts are joined.',
    steps: [
      'Upload the video.',
      'Keep silence removal on; set the clip selection to “all” to remove only the silence.',
      'Export the result.',
    ],
    faq: [
      ['Why did the tool move?', 'It did the same analysis as the editor, so one tool now does both.'],
      ['Does it remove music-only parts?', 'No. Music is sound; only near-silence is removed.'],
      ['Where did the old Silent Parts Remover page go?', 'Its old address explains the move and links to the editor, where silence removal is on by default.'],
    ],
  },
  'wedding-footage-cleaner': {
    description: 'Clean up hours of wedding footage: shaky starts, blurred shots and long silent waits are dropped, the ceremony and speeches are kept in order.',
    lead: 'Wedding cameras roll for hours, and much of it is waiting for the next moment. The editor sorts through it: out-of-focus and blocked shots go, long silent waits go, and the vows, speeches and dances stay in the order they happened.',
    steps: [
      'Upload the ceremony and reception files from each camera.',
      'Set a long output length to keep the full story, or a short one for a teaser.',
      'Export the cleaned footage or an XML project for your own grade.',
    ],
    faq: [
      ['Can it handle several cameras?', 'Yes, clips from several cameras are combined in recording order.'],
      ['Is the footage private?', 'Uploads are stored on the server that runs Kinora and deleted after their retention time.'],
      ['Can the couple review it before the final film?', 'Send them the watermarked free preview first; export the clean version once they approve.'],
    ],
  },
  'podcast-highlight-maker': {
    description: 'Make podcast highlights from a full episode: the AI finds the liveliest exchanges, trims them to clip length and captions them for social posts.',
    lead: 'A full episode is too long for social media, but a good minute of it is not. The editor listens for lively speech, drops pauses and picks the strongest exchanges; with captions and a 9:16 shape the clip is ready for Reels, Shorts or TikTok.',
    steps: [
      'Upload the video recording of the episode.',
      'Set a 30 to 90 second output, turn on captions and pick 9:16.',
      'Export the highlight.',
    ],
    faq: [
      ['Does it work with audio-only podcasts?', 'It needs a video file; a still image with the audio track works.'],
      ['How long may the episode be?', 'Up to {paidLength} per job on a paid plan.'],
      ['Can the highlight show both hosts?', 'With the “blur” fit, the whole landscape frame stays visible inside the vertical video.'],
    ],
  },
  'wedding-highlight-maker': {
    description: 'Make a wedding highlight film from the day’s footage: the best moments of the ceremony, speeches and dance, cut to music at the length you choose.',
    lead: 'The couple wants three minutes they will watch again and again. Give the editor the day’s footage, choose a music bed and a length, and it builds a highlight film from the moments with faces, movement and emotion.',
    steps: [
      'Upload the footage from the whole day.',
      'Pick a length of two to five minutes and a music bed.',
      'Watch the highlight film and export it in full resolution.',
    ],
    faq: [
      ['Can I add the couple’s names?', 'Yes, type them as the opening title or a lower third.'],
      ['Can I use my own music?', 'Not yet; choose one of the included music beds or none.'],
      ['Can I deliver it in 4K?', 'The Business plan exports 4K; Premium and Pro deliver up to {paidResolution}.'],
    ],
  },
  'event-highlight-maker': {
    description: 'Create an event recap video from conference, concert or party footage: the AI keeps the moments with crowds, speakers and action, set to music.',
    lead: 'After a conference or a concert, people want a short recap while the event is still fresh. Upload the footage from the day; the editor keeps the shots with speakers, crowds and movement and cuts them into a recap you can post the same evening.',
    steps: [
      'Upload footage from the event.',
      'Choose the recap length, a music bed and an opening title with the event name.',
      'Export and share the recap.',
    ],
    faq: [
      ['How fast is it?', 'Most recaps are ready in minutes; long footage takes longer, and paid plans get queue priority.'],
      ['Can I make a vertical recap?', 'Yes, choose the 9:16 shape.'],
      ['Can sponsors get a mention?', 'Put the sponsor line in the lower third, or name them in the opening title.'],
    ],
  },
  'real-estate-highlight-maker': {
    description: 'Turn property walkthrough footage into a listing video: steady rooms, no dead time between them, a title with the address and calm music.',
    lead: 'A listing video should move from room to room without the walking in between. Upload the walkthrough; the editor keeps the clean, well-lit views of each room, cuts the transitions short and adds the address as a title.',
    steps: [
      'Upload the walkthrough or room-by-room clips.',
      'Type the address as the opening title and choose a music bed.',
      'Export the listing video in landscape or 4:5 for listings and social posts.',
    ],
    faq: [
      ['My footage is shaky. What now?', 'Run it through the Video Stabilizer first, then make the highlight from the result.'],
      ['Can I export in 4K?', 'Exports go up to {paidResolution} on Premium and Pro; the Business plan exports 4K.'],
      ['Will people in the rooms be shown?', 'If a visitor or owner appears, run the result through AI Face Blurring before publishing.'],
    ],
  },
  'drone-video-highlight-maker': {
    description: 'Make a drone highlight reel: long flights are cut to their most dynamic passes and reveals, with music and a title, ready for YouTube or Instagram.',
    lead: 'Drone flights produce long, slow footage with a few spectacular passes. The editor scores every stretch of the flight for motion and detail and keeps the reveals and fly-overs, so a twenty-minute flight becomes a one-minute reel.',
    steps: [
      'Upload the flight recordings.',
      'Set the reel length and choose a music bed.',
      'Export the reel; use time-lapse speed for slow parts if you like.',
    ],
    faq: [
      ['Does it keep 4K drone footage in 4K?', 'On the Business plan; other paid plans export up to {paidResolution}.'],
      ['Can it speed up slow passes?', 'Yes, the time-lapse option speeds up quiet parts or the whole video.'],
      ['Do the reveals stay in order?', 'With “Clip order: time” they follow the flight; “score” opens with the most striking pass.'],
    ],
  },
  'travel-highlight-maker': {
    description: 'Make a travel highlight video from your trip clips: the best moments from every day, in order, with music, a title and the shape for your feed.',
    lead: 'The trip left you with hundreds of short phone clips. Upload them all; the editor keeps the best seconds of each, in the order you filmed them, adds music and a title, and turns the trip into one video worth sharing.',
    steps: [
      'Upload the clips from your trip.',
      'Pick a length, a music bed and a title such as the destination.',
      'Export for YouTube (16:9) or your feed (9:16 or 4:5).',
    ],
    faq: [
      ['How many clips can one video use?', 'As many as your plan’s videos per project allows; the pricing page lists it.'],
      ['Will my phone’s portrait clips fit a landscape video?', 'Yes, they are cropped or placed on a blurred copy of themselves.'],
      ['Can I label each city?', 'Only one lower third per video today; name the trip in the opening title instead.'],
    ],
  },
  'action-video-editor': {
    description: 'Edit action camera footage automatically: the sports clip selection keeps the jumps, runs and tricks from long helmet or chest-cam recordings.',
    lead: 'Action cameras record everything, including the long ride up. The sports clip selection looks for bursts of motion and keeps the jumps, descents and tricks, so a full session becomes a fast edit of its best seconds.',
    steps: [
      'Upload the helmet-cam or chest-cam recordings.',
      'Choose “sports” clip selection and a short output length.',
      'Export the action edit with a music bed.',
    ],
    faq: [
      ['Why is sports selection priced differently?', 'It analyzes motion more closely, so it has its own rate per second, shown in the tool.'],
      ['Can I slow down the best moment?', 'Export the edit, then run that part through Frame Interpolation for smooth slow motion.'],
      ['Does it work for skiing, surfing and MTB?', 'Any sport with bursts of fast movement between calmer stretches suits the sports selection.'],
    ],
  },
  'scriptless-video-editor': {
    description: 'Edit videos recorded without a script: the AI follows the speech, cuts false starts and long pauses, and keeps the takes that make sense.',
    lead: 'Recording without a script means false starts, repeated sentences and long thinking pauses. The editor follows the speech track, removes the empty parts and keeps the flowing takes, so unscripted videos end up sounding prepared.',
    steps: [
      'Upload the unscripted recording.',
      'Keep silence removal on and set the target length.',
      'Export the edit.',
    ],
    faq: [
      ['Does it understand what I say?', 'It transcribes speech to time the cuts and captions; it does not rewrite your words.'],
      ['Does it need a transcript?', 'No, everything comes from the recording.'],
      ['Does it remove repeated sentences?', 'Not by meaning; it removes silence and low-scoring stretches, so re-do takes may both remain.'],
    ],
  },
  'silent-video-editor': {
    description: 'Edit videos without sound or with music only: the AI picks shots by what happens on screen, then adds captions, a title and a music bed.',
    lead: 'Not every video has speech. For footage without sound, or with music only, the editor chooses shots by what is visible and audible: motion, faces and sound energy, and you can add a title and music to carry it.',
    steps: [
      'Upload the footage, with or without sound.',
      'Pick AI selection, a length and a music bed.',
      'Export the edit.',
    ],
    faq: [
      ['Will it remove the whole video as “silent”?', 'No. Silence removal only acts when there is speech to keep; you can also turn it off.'],
      ['Can I add text?', 'Yes, an opening title and a lower third.'],
      ['Is it good for screen recordings?', 'Screen recordings have little motion, so set a length and use “all” selection with speed-up for quiet parts.'],
    ],
  },
  'video-speed-changer': {
    description: 'Change the speed of a video online: speed up the whole video or only its quiet parts by 2x to 16x, and keep or drop the sound.',
    lead: 'Some videos just need to go faster. Choose a speed factor, decide whether the whole video or only its quiet parts speed up, and whether the sound is dropped or stretched to follow.',
    steps: [
      'Upload the video.',
      'Choose the time-lapse speed and what it applies to.',
      'Export the faster video.',
    ],
    faq: [
      ['Can I slow a video down here?', 'No; for smooth slow motion use Frame Interpolation, which creates the missing frames.'],
      ['What happens to the voice when sped up?', 'Choose “drop” to mute sped-up parts or “stretch” to keep the sound at the new speed.'],
      ['Can I speed up only the boring parts?', 'Yes, “Speed up: quiet” accelerates parts without speech and keeps spoken parts at normal speed.'],
    ],
  },
  'time-lapse-video-maker': {
    description: 'Make a time-lapse from a normal video: speed it up 2x to 16x, keep the motion smooth, and add music so the result is ready to share.',
    lead: 'A sunset, a build or a busy street become a time-lapse when they play many times faster. Upload the normal-speed recording, choose the speed factor, and the editor turns it into a time-lapse, with a music bed if you want one.',
    steps: [
      'Upload the long recording.',
      'Set the time-lapse speed and apply it to the whole video.',
      'Export the time-lapse.',
    ],
    faq: [
      ['How long can the recording be?', 'Up to {paidLength} on a paid plan; the free plan takes {previewLength}.'],
      ['Do I need a tripod shot?', 'It helps; shaky footage is better stabilized first with the Video Stabilizer.'],
      ['Which speed suits a sunset?', 'Start at 8x or 16x: a half-hour sunset becomes a couple of minutes.'],
    ],
  },
  'auto-video-title-generator': {
    description: 'Put a title on your video without a graphics program: type it once, and the editor sets it as an opening title or lower third in a clean style.',
    lead: 'Adding a title usually means opening a graphics tool. Here you type it into the editor: an opening title over the first seconds and a lower third with a name or place. Kinora places and styles the text; it does not invent the wording for you.',
    steps: [
      'Upload the video.',
      'Type the opening title and, if you want, a lower third.',
      'Export the titled video.',
    ],
    faq: [
      ['Does the AI write the title?', 'No. You write it; the editor sets it on the picture.'],
      ['How long can a title be?', 'One line of text per title field.'],
      ['Where does the title appear?', 'The opening title shows over the first seconds; the lower third sits near the bottom of the frame.'],
    ],
  },
  'ai-post-production-software': {
    description: 'AI post-production in the browser: cutting, silence removal, captions, music, titles and export to desktop editors, on a server you can run yourself.',
    lead: 'Post-production is a chain of small jobs: selecting takes, cutting pauses, captioning, adding music and titles. The editor does that chain in one pass, and because Kinora is open source, you can run it on your own server.',
    steps: [
      'Upload the footage to your Kinora server.',
      'Choose length, captions, music, titles and shape.',
      'Export the video, or an XML timeline for finishing in a desktop editor.',
    ],
    faq: [
      ['Can I host it myself?', 'Yes. Kinora is open source and self-hostable; the same tools run on your machines.'],
      ['Does it replace a colorist or sound engineer?', 'No. It handles assembly and cleanup; grading and mixing remain yours.'],
      ['Does it scale for an agency?', 'Self-hosted, several GPU and CPU workers can process many jobs side by side.'],
    ],
  },
  'online-video-clipping': {
    description: 'Clip videos online: mark the part you want, or let the AI pick the best clips, and download them without installing a video editor.',
    lead: 'Clipping means pulling the good part out of a longer video. Mark it yourself with the range handles, or let the AI choose the best clips for a length you give; either way, you download a short clip in a few minutes.',
    steps: [
      'Upload the long video.',
      'Mark a range, or set an output length and let the AI choose.',
      'Export the clip.',
    ],
    faq: [
      ['Can I make several clips at once?', 'One job gives one clip; start another job from the same upload for the next one.'],
      ['What does a clip cost?', 'Processing costs {rate} of input, {minuteCost} per minute.'],
      ['Which is faster, marking or AI?', 'Marking is instant if you know the spot; AI saves scrubbing through long recordings.'],
    ],
  },
  'short-form-video-generator': {
    description: 'Generate short-form videos from long recordings: vertical 9:16, under a minute, with captions and music, ready for Shorts, Reels and TikTok.',
    lead: 'Short-form platforms want vertical video under a minute that grabs attention with the sound off. The editor cuts your long recording down to its best seconds, reframes it to 9:16, and burns in captions so it works in any feed.',
    steps: [
      'Upload the long video: a stream, talk or vlog.',
      'Choose 9:16, a length under 60 seconds and captions.',
      'Export and post.',
    ],
    faq: [
      ['How is landscape footage made vertical?', 'Either cropped to the center of the action or fitted on a blurred copy of itself.'],
      ['Can I make several shorts from one video?', 'Run several jobs on the same upload with different lengths or selections.'],
      ['Will captions fit a vertical frame?', 'Captions are laid out for the chosen shape; check long sentences in the preview.'],
    ],
  },
  'youtube-short-maker': {
    description: 'Make YouTube Shorts from your videos: vertical 9:16, up to three minutes, captions burned in and the best moment first. Free preview, no install.',
    lead: 'YouTube Shorts are vertical videos of up to three minutes. Upload a landscape video, a stream or a vlog; the editor picks its strongest moments, reframes them to 9:16, adds captions, and cuts the result to the length you set, so it qualifies as a Short.',
    steps: [
      'Upload the video you want to turn into a Short.',
      'Choose the 9:16 shape, an output length of 180 seconds or less (most Shorts stay under a minute), and captions.',
      'Export the Short and upload it to YouTube from your phone or YouTube Studio.',
    ],
    faq: [
      ['What makes a video a YouTube Short?', 'A vertical or square video of up to three minutes; set the shape to 9:16 and the length to 180 seconds or under.'],
      ['Should I crop or blur the sides?', '“Crop” fills the frame and suits one subject; “blur” keeps the full landscape picture on a blurred vertical background.'],
      ['Does it add a link to the full video?', 'No; link the original in YouTube Studio as the Short’s related video after uploading.'],
    ],
  },
  'instagram-reel-maker': {
    description: 'Make Instagram Reels from longer clips: 9:16 vertical, cut to the best seconds, with captions and a music bed, exported ready to post.',
    lead: 'Reels reward quick, vertical, captioned video. Give the editor your clips; it reframes them to 9:16, cuts them to the seconds that hold attention, adds captions and a music bed, and exports a Reel ready to post.',
    steps: [
      'Upload the clips for the Reel.',
      'Pick 9:16, a length such as 30 seconds, captions and a music bed.',
      'Export and post it from the Instagram app.',
    ],
    faq: [
      ['Which music can I use?', 'The editor’s included music beds; trending Instagram sounds are added in the Instagram app.'],
      ['Can I make a feed post instead?', 'Choose the 4:5 shape for feed posts.'],
      ['Can I turn a landscape vlog into several Reels?', 'Run one job per Reel on the same upload, with different lengths or “Clip order: score”.'],
    ],
  },
  'vlog-intro-maker': {
    description: 'Make a vlog intro from your own footage: a quick montage of the best shots with your channel name as a title and a music bed, in seconds.',
    lead: 'A vlog intro sets the tone in five to fifteen seconds. Upload the clips of the episode; the editor cuts a quick montage of its best shots, puts your channel name or episode title on it, and sets it to a music bed.',
    steps: [
      'Upload clips from the episode.',
      'Set a length of 5 to 15 seconds, type your title and choose music.',
      'Export the intro and place it at the start of your vlog.',
    ],
    faq: [
      ['Can I reuse the intro for every episode?', 'Yes, export it once and add it to each episode in your editor.'],
      ['Is an animated logo possible?', 'For animated graphics use MotionChat; the editor adds text titles.'],
      ['How do I keep a consistent style across episodes?', 'Reuse the same music bed and caption style every time; only the clips change.'],
    ],
  },
  'youtube-intro-maker': {
    description: 'Create a YouTube intro from your channel’s footage: a 16:9 montage of your best shots with the channel name and music, ready for every upload.',
    lead: 'Your YouTube intro should look like your channel, not like a template. Upload a selection of your footage; the editor builds a short 16:9 montage of the best shots, with your channel name as the opening title and a music bed.',
    steps: [
      'Upload footage that represents your channel.',
      'Choose 16:9, a short length, your channel name as title and a music bed.',
      'Export the intro.',
    ],
    faq: [
      ['How long should a YouTube intro be?', 'Short: five to ten seconds keeps viewers from skipping.'],
      ['Does the intro have a watermark?', 'Free exports do; a paid export removes it.'],
      ['Should the intro include my face?', 'Upload talking shots if you want your face in it; the scoring favors frames with faces.'],
    ],
  },
  'raw-footage-cleaner': {
    description: 'Clean raw footage before editing: drop blurred, blocked and empty shots and silent stretches, and keep a tidy set of usable clips in order.',
    lead: 'Before any real editing, raw footage needs sorting: which shots are sharp, which were blocked by a hand, which are just silence. The editor does this sorting and hands back only the usable parts, in order.',
    steps: [
      'Upload the raw footage.',
      'Use “all” selection with silence removal, or “AI” to keep only the best.',
      'Export the cleaned footage or an XML list of the kept clips.',
    ],
    faq: [
      ['Which shots count as unusable?', 'Out-of-focus, blocked and near-black shots, and silent stretches.'],
      ['Is the cleanup automatic on the free plan?', 'Silence removal is; out-of-focus detection is part of the paid plans.'],
      ['Does it delete my raw files?', 'No; your uploads remain until their retention time ends, and the cleaned version is separate.'],
    ],
  },
};
