import type { LandingCopyTable } from './landing-copy';

/** MotionChat's pages: motion graphics, ads and promos written as a chat prompt. */
export const MOTION_COPY: LandingCopyTable = {
  'motion-graphics-generator': {
    description: 'Generate motion graphics from a sentence: describe the video, and MotionChat builds animated titles, colors, transitions and music, then refines it in chat.',
    lead: 'Motion graphics usually take a designer and an afternoon. In MotionChat you describe the video in a sentence; it writes a storyboard of animated scenes with titles, colors, transitions and a music bed, and every later message changes it.',
    steps: [
      'Describe the video you want, and add a website address or your own images if you have them.',
      'Read the storyboard and ask for changes: “make the background navy”, “make it 9:16”.',
      'Render the video and download it.',
    ],
    faq: [
      ['How long are the videos?', 'Up to {paidLength}; the free plan renders the same length at {previewResolution} with a watermark.'],
      ['What does a change cost?', 'Each chat message costs {rate}; the free plan includes a few messages per project and month.'],
      ['Which kinds of video does it start from?', 'Seven starting templates: commercial, social, e-commerce, intro, promo, teaser and text. The words in your prompt pick one.'],
    ],
  },
  'commercial-maker': {
    description: 'Make a short commercial without a production team: describe your product and offer, and get a 15-second 16:9 spot with titles, music and a call to action.',
    lead: 'A commercial has one job: say what you sell and what to do next. Ask MotionChat for a commercial and it starts from its commercial template, a 16:9 spot of about fifteen seconds with sliding titles, a fade between scenes and a “Learn more” ending you can reword.',
    steps: [
      'Write one sentence about the product, the offer and the audience.',
      'Change the wording, colors or call to action in chat.',
      'Render the commercial and run it wherever you advertise.',
    ],
    faq: [
      ['Can I put my logo on it?', 'Yes, on paid plans; Basic renders without a custom logo.'],
      ['Is it suitable for TV?', 'It renders up to {paidResolution}; broadcast delivery specs are outside what it checks.'],
      ['Do I need a script?', 'No. Give the product, one benefit and the offer; the scenes are written from that.'],
    ],
  },
  'social-media-video-maker': {
    description: 'Create social media videos from a prompt: vertical 9:16 clips with bold animated text and music, made for Stories, Reels and TikTok in minutes.',
    lead: 'Social feeds move fast, so the video has to speak in the first second. Ask for a social video and MotionChat uses its social template: vertical 9:16, about ten seconds, text that pops onto the screen, a bright palette and an upbeat music bed.',
    steps: [
      'Say what the post is about, for example a launch or a tip.',
      'Ask for other words, colors or a square shape if your network prefers it.',
      'Render and post the video.',
    ],
    faq: [
      ['Which networks does it fit?', 'The 9:16 default suits Stories, Reels, Shorts and TikTok; ask for 1:1 or 4:5 for feed posts.'],
      ['Does it use my photos?', 'Yes, upload up to ten images, or give a website address and it picks images from there.'],
      ['How often can I post with it?', 'As often as your credits allow: each project is one prompt plus the changes you ask for.'],
    ],
  },
  'ecommerce-video-maker': {
    description: 'Make product videos for your online store: give your product page’s address, and get a square 12-second video with your images and a “Shop now” ending.',
    lead: 'A product video sells better than a photo, but shooting one takes time. Give MotionChat your product page; it takes up to ten images from it and builds a square product video of about twelve seconds that ends with “Shop now”.',
    steps: [
      'Paste the product page address and name the product.',
      'Adjust price mentions, colors or the ending in chat.',
      'Render the video and add it to your store or ads.',
    ],
    faq: [
      ['Which shops work?', 'Any public product page with images; MotionChat reads at most ten images from it.'],
      ['Can I make one per product?', 'Yes, start one project per product.'],
      ['Can it mention a discount?', 'Yes, say “20% off this week” in the prompt and it becomes a scene.'],
    ],
  },
  'facebook-video-maker': {
    description: 'Make Facebook videos from a short description: square or vertical animated posts with captions-style text, music and your photos, ready to upload.',
    lead: 'Facebook videos autoplay without sound, so the message has to be in the text. Describe your post and MotionChat writes it as big animated text scenes over your images, in a shape that fits the Facebook feed.',
    steps: [
      'Describe the post and add your images or website.',
      'Ask for a square shape for the feed, or vertical for Stories.',
      'Render and upload to Facebook.',
    ],
    faq: [
      ['Does it post to Facebook for me?', 'No; download the video and upload it to your page.'],
      ['Can viewers read it without sound?', 'Yes, every point is on screen as text.'],
      ['What shape should a Facebook feed video be?', 'Square or 4:5 takes the most room in the feed; ask for either in chat.'],
      ['Does it suit Facebook groups and events?', 'Yes; announce a meetup, a fundraiser or a market stall with the date and place as scenes.'],
    ],
  },
  'facebook-video-ad-creator': {
    description: 'Create Facebook video ads: describe the offer and audience, and get an animated ad with a clear call to action, in the shape Ads Manager asks for.',
    lead: 'A Facebook ad must state the offer before the thumb moves on. Tell MotionChat what you offer and who it is for; it writes short animated scenes around the offer and ends with the call to action you choose.',
    steps: [
      'Describe the offer, the audience and the action you want.',
      'Ask for the shape of your placement: 1:1, 4:5 or 9:16.',
      'Render the ad and upload it in Ads Manager.',
    ],
    faq: [
      ['Can I test several versions?', 'Yes, ask for a variant in chat and render each one; every message costs {rate}.'],
      ['Is there a watermark?', 'Free renders carry one; paid plans render without.'],
      ['Does it target audiences for me?', 'No; targeting and budgets are set in Ads Manager.'],
    ],
  },
  'facebook-story-ad-maker': {
    description: 'Make Facebook Stories ads: full-screen 9:16 video with popping text and a call to action, generated from one sentence about your offer.',
    lead: 'Stories ads fill the whole phone screen for a few seconds. MotionChat’s social template is made for that: vertical 9:16, about ten seconds, text that pops in scene by scene and a swipe-worthy ending.',
    steps: [
      'Write the offer in one sentence.',
      'Keep the 9:16 shape and change the wording or colors if needed.',
      'Render and upload as a Stories placement.',
    ],
    faq: [
      ['How long is a Stories ad?', 'About ten seconds by default; ask for more or fewer scenes in chat.'],
      ['Can I use brand colors?', 'Yes, name them in chat (“accent color #e63946”).'],
      ['Can Stories ads link to my shop?', 'The link is added in Ads Manager; the video’s last scene can say “Swipe up” or “Shop now”.'],
    ],
  },
  'instagram-video-maker': {
    description: 'Make Instagram videos from a prompt: vertical Reels and Stories or 4:5 feed videos with animated text, your images and music.',
    lead: 'Instagram has three video shapes: 9:16 for Reels and Stories, 4:5 and 1:1 for the feed. Describe your video, say where it goes, and MotionChat builds animated scenes in that shape with your images and a music bed.',
    steps: [
      'Describe the video and add your images.',
      'Say where it will be posted: Reel, Story or feed.',
      'Render and post it from your phone.',
    ],
    faq: [
      ['Can I add Instagram music?', 'Add trending sounds in the Instagram app; MotionChat includes its own music beds.'],
      ['Which shape suits Reels?', 'Vertical 9:16, the default of the social template.'],
      ['Can I schedule posts from Kinora?', 'No; download the video and schedule it with Instagram or your usual tool.'],
      ['Can a carousel become one video?', 'Yes: upload the carousel’s slides as images, and each slide gets its own animated scene with a caption.'],
    ],
  },
  'youtube-ad-maker': {
    description: 'Make YouTube ads from a description: a 16:9 spot with your message in the first seconds, animated titles, music and a call to action.',
    lead: 'YouTube viewers can skip after five seconds, so the message must come first. MotionChat opens with your headline, builds a short 16:9 spot around it with sliding titles and music, and ends with your call to action.',
    steps: [
      'Write the headline, the offer and the call to action.',
      'Refine scenes and timing in chat.',
      'Render the ad and upload it to your YouTube channel for Google Ads.',
    ],
    faq: [
      ['How long should it be?', 'Fifteen seconds by default, which fits non-skippable and skippable formats.'],
      ['Can I make a vertical Shorts ad?', 'Yes, ask for 9:16.'],
      ['Can the ad use my channel art?', 'Upload your channel banner or logo as an image and it appears in the scenes.'],
    ],
  },
  'linkedin-video-ad-maker': {
    description: 'Create LinkedIn video ads for B2B: a calm, professional 16:9 or square spot with your value proposition, figures and a clear next step.',
    lead: 'LinkedIn audiences respond to clear value, not noise. Tell MotionChat the problem you solve, for whom, and the proof; it builds a measured spot with restrained colors, readable titles and a next step such as “Book a demo”.',
    steps: [
      'Describe your product, audience and one key figure.',
      'Ask for a square shape for the feed and your brand colors.',
      'Render and upload in LinkedIn Campaign Manager.',
    ],
    faq: [
      ['Does it suit recruiting videos?', 'Yes, describe the role and the team instead of a product.'],
      ['Can I add my logo?', 'On paid plans, yes.'],
      ['Which call to action suits LinkedIn?', '“Book a demo”, “Download the report” or “Apply now”; write whichever you need.'],
    ],
  },
  'fashion-marketing-video-maker': {
    description: 'Make fashion marketing videos: your collection’s images in a square or vertical video with animated titles, a sale message and “Shop now”.',
    lead: 'A new collection needs a video that shows the pieces, not a slideshow. Give MotionChat your lookbook images or store page; it sets them in animated scenes with titles for the collection and the offer, ending with “Shop now”.',
    steps: [
      'Upload up to ten lookbook images or paste your collection page.',
      'Name the collection and the offer.',
      'Render for your shop, feed or Stories.',
    ],
    faq: [
      ['Can I show prices?', 'Yes, write them in the prompt or in chat.'],
      ['Which shape suits fashion?', 'Square for shops and feeds; ask for 9:16 for Stories and Reels.'],
      ['Can it announce a drop or restock?', 'Yes, write the date and the pieces; a teaser before the drop also works.'],
    ],
  },
  'fitness-marketing-video-maker': {
    description: 'Create fitness marketing videos for gyms, classes and coaches: energetic vertical clips with bold text, class times and a sign-up call.',
    lead: 'A gym or coach needs a steady stream of energetic posts: new classes, challenges, results. Describe the offer and MotionChat makes a vertical video with bold, popping text, a fast music bed and a sign-up call at the end.',
    steps: [
      'Describe the class, challenge or membership offer.',
      'Add photos of your space or trainers.',
      'Render and post.',
    ],
    faq: [
      ['Can I list class times?', 'Yes, each time can be its own scene.'],
      ['Does it use stock video?', 'No; it animates text and your images.'],
      ['Can it show a workout?', 'It animates photos and text, not motion capture; film the workout and edit it in the AI Video Editor.'],
    ],
  },
  'restaurant-marketing-video-maker': {
    description: 'Make restaurant marketing videos: dishes, opening hours and offers in a short animated promo from your menu photos or website.',
    lead: 'A restaurant sells with pictures of food and a reason to come tonight. Give MotionChat your website or dish photos and the offer; it builds a short promo with the dishes, the offer and your address or hours at the end.',
    steps: [
      'Paste your website or upload dish photos.',
      'Write the offer: a new menu, a lunch deal, an event.',
      'Render and share on your channels or screens.',
    ],
    faq: [
      ['Can it show on a screen in the restaurant?', 'Yes, download the MP4 and loop it on any player.'],
      ['Can I change the menu later?', 'Open the project and ask for the change; each message costs {rate}.'],
      ['Can it promote delivery?', 'Yes, mention your delivery partner or phone number as the closing call.'],
    ],
  },
  'travel-video-ad-maker': {
    description: 'Make travel video ads for tours, hotels and destinations: your photos in vertical or wide animated scenes with the offer and booking call.',
    lead: 'Travel is sold by pictures of the place and a date to book by. Upload your destination or hotel photos, describe the package and MotionChat lays them out as animated scenes with the price, the dates and a booking call.',
    steps: [
      'Upload photos of the place or paste your booking page.',
      'Describe the package, price and dates.',
      'Render for ads, Stories or your site.',
    ],
    faq: [
      ['Can it use my booking page’s photos?', 'Yes, up to ten images from a website address.'],
      ['Which shape for travel ads?', 'Vertical for Stories and Reels, wide for YouTube and websites.'],
      ['Can I advertise last-minute deals?', 'Yes, change the dates and prices in chat and render again in minutes.'],
    ],
  },
  'beauty-marketing-video-maker': {
    description: 'Create beauty marketing videos for salons and cosmetics: product or treatment photos in soft animated scenes with the offer and a booking call.',
    lead: 'Beauty brands and salons live on social video: before and after, new products, booking reminders. Describe the treatment or product and MotionChat creates a vertical video with your photos, soft transitions and a booking or shop call.',
    steps: [
      'Upload product or treatment photos.',
      'Describe the offer and ask for your brand colors.',
      'Render and post or use in ads.',
    ],
    faq: [
      ['Can I show before-and-after photos?', 'Yes, upload both and ask for them in consecutive scenes.'],
      ['Is the style adjustable?', 'Ask for calmer or brighter colors and slower or faster transitions in chat.'],
      ['Does it retouch my photos?', 'No; images are shown as uploaded, so use your finished product shots.'],
    ],
  },
  'amazon-video-ad-maker': {
    description: 'Make Amazon product video ads: square clips of your listing’s images with benefits as animated text, made from the product page in minutes.',
    lead: 'Amazon shoppers compare listings quickly; a short video with the product’s main benefits stands out. Paste your listing’s address and MotionChat uses its images and your benefits to build a square product video.',
    steps: [
      'Paste the product listing address.',
      'List three benefits in chat.',
      'Render the video and upload it in Seller Central.',
    ],
    faq: [
      ['Does it meet Amazon’s video rules?', 'It makes a standard MP4; check Amazon’s current requirements before uploading.'],
      ['How many images are used?', 'At most ten from the page.'],
      ['Can I make Sponsored Brands videos?', 'It makes the video file; the campaign itself is set up in Amazon Ads.'],
    ],
  },
  'ai-motion-graphics-maker': {
    description: 'An AI motion graphics maker that you direct in plain words: titles, colors, transitions, timing and shape change with each chat message.',
    lead: 'Most AI video makers give you one result. MotionChat keeps the project open: the first message makes a storyboard, and each following message edits it, whether that is a new title, a darker palette, slower transitions or another shape.',
    steps: [
      'Describe the motion graphic you need.',
      'Direct the changes in plain words.',
      'Render when it looks right.',
    ],
    faq: [
      ['Which changes can I ask for?', 'Text, colors, scene order, transitions, music, shape and length.'],
      ['Does every change start over?', 'No. Each message edits the current storyboard, and the video is rendered from it.'],
      ['Does it understand hex colors?', 'Yes, write a code like #1d3557 or a color name.'],
    ],
  },
  'ads-video-maker': {
    description: 'Make video ads for any network from one prompt: describe the product and offer, then get wide, square and vertical versions by asking in chat.',
    lead: 'Running ads on several networks means several shapes of the same video. Describe your ad once; MotionChat makes the first version, and asking for 1:1 or 9:16 gives you the other placements without starting over.',
    steps: [
      'Describe the product, the offer and the call to action.',
      'Render the first version, then ask for the other shapes.',
      'Upload each version to its network.',
    ],
    faq: [
      ['How many versions can I make?', 'As many as you ask for; each message costs {rate}.'],
      ['Are ads watermarked?', 'Free renders are; paid plans render clean videos up to {paidResolution}.'],
      ['Can agencies reuse a brand setup?', 'Start each client’s projects from the same prompt, images and colors to keep the look.'],
    ],
  },
  'video-intro-maker': {
    description: 'Make a short video intro with your name or logo animated in: a six-second opener for videos, courses and podcasts, created from one line.',
    lead: 'An intro is a few seconds of identity before the content starts. Ask MotionChat for an intro with your name; its intro template animates the title in about six seconds with a short music sting and your logo on paid plans.',
    steps: [
      'Type your channel, course or podcast name.',
      'Pick colors and add your logo.',
      'Render the intro and put it before your videos.',
    ],
    faq: [
      ['How long is the intro?', 'About six seconds by default; ask for longer or shorter.'],
      ['Can I get a transparent background?', 'Not yet; intros render on a colored or gradient background.'],
      ['Will the intro have sound?', 'Yes, the intro template comes with its own music bed.'],
    ],
  },
  'saas-promo-video-maker': {
    description: 'Create SaaS promo videos from your website: features as animated scenes, screenshots from your pages and an ending that sends viewers to your site, in minutes.',
    lead: 'A SaaS promo explains a product people cannot touch. Give MotionChat your site’s address; it picks up to ten images and screenshots from it and writes a fifteen-second promo around your main features, ending with a trial call.',
    steps: [
      'Paste your website or landing page address.',
      'Name the three features that matter most.',
      'Render the promo for your site, launch post or ads.',
    ],
    faq: [
      ['Can it show my product’s screens?', 'Upload screenshots as images and they appear in the scenes.'],
      ['Is it good for a launch?', 'Yes, ask for a teaser first and the full promo on launch day.'],
      ['Can it explain pricing?', 'Yes, give the plans and prices; keep it to one scene per plan.'],
    ],
  },
  'website-promo-video-maker': {
    description: 'Turn your website into a promo video: MotionChat reads your page’s images and headline and builds an animated video that invites people to visit.',
    lead: 'Your website already holds the pictures and the pitch. Paste its address and MotionChat takes up to ten images from it, turns your message into animated scenes and ends the video with your address.',
    steps: [
      'Paste your website address.',
      'Check the scenes and edit the text in chat.',
      'Render and share the promo.',
    ],
    faq: [
      ['Does my site need anything special?', 'No, just public pages with images.'],
      ['What if the images are small?', 'Upload larger ones yourself; small images look soft in a {paidResolution} video.'],
      ['What if my site has no images?', 'Upload up to ten of your own, or let it work with text scenes only.'],
    ],
  },
  'auto-video-flyer-maker': {
    description: 'Make an animated video flyer for an event, sale or opening: date, place and offer in moving text over your pictures, ready to share in chats and feeds.',
    lead: 'A video flyer does what a paper flyer does, but moves: what, when, where, and why come. Describe the event or sale; MotionChat uses its promo template to animate the date, place and offer over your images.',
    steps: [
      'Write the event or sale details: what, when, where.',
      'Add a picture of the place or product.',
      'Render and share the flyer in chats and feeds.',
    ],
    faq: [
      ['Can I update the date later?', 'Yes, ask in chat and render again.'],
      ['Which shape for messaging apps?', 'Vertical 9:16 fills phone screens best.'],
      ['Can I make one flyer per branch?', 'Yes, one project per branch with its own address and times.'],
    ],
  },
  'text-animation-maker': {
    description: 'Animate text online: quotes, titles and announcements with pop, slide and fade animations on colored backgrounds, made from what you type.',
    lead: 'Sometimes the whole video is words: a quote, an announcement, a lyric. MotionChat’s text template sets each line as its own scene with pop, slide or fade animations on a solid or gradient background.',
    steps: [
      'Type the text, one idea per line.',
      'Ask for the animation style and colors you like.',
      'Render the text animation.',
    ],
    faq: [
      ['Which animations are there?', 'Pop, slide-up and fade for titles and body text.'],
      ['Can I choose fonts?', 'Not yet; text uses the built-in typeface.'],
      ['Can I make lyric videos?', 'Short ones: each line becomes a scene, timed evenly rather than to the beat.'],
    ],
  },
  'motion-graphics-software': {
    description: 'Motion graphics software without the learning curve: no keyframes or timelines, you describe the result in chat and it renders on the server.',
    lead: 'Classic motion graphics software is powerful and slow to learn. MotionChat trades the keyframes for sentences: it is fine for ads, intros and social posts, and when you need frame-level control a desktop tool is still the right choice.',
    steps: [
      'Describe the animation in plain language.',
      'Adjust it by chatting instead of keyframing.',
      'Render on the server; nothing to install.',
    ],
    faq: [
      ['Can I export a project for After Effects?', 'No; MotionChat renders finished video files.'],
      ['Does it run on my computer?', 'It runs in your browser, with rendering on the Kinora server.'],
      ['Who is it not for?', 'Motion designers who need custom easing, masks and 3D: keep using your desktop software.'],
    ],
  },
  'free-motion-graphics-app': {
    description: 'Try a free motion graphics app in your browser: make animated videos from a prompt at no cost, with a watermark, and upgrade only to export clean.',
    lead: 'You can make motion graphics for free: the Basic plan includes a few chat messages per project and month, renders at {previewResolution} and adds a watermark. Paid plans remove the watermark and render up to {paidResolution}.',
    steps: [
      'Open MotionChat without paying anything.',
      'Describe a video and make a few changes.',
      'Download the watermarked result, or upgrade to export it clean.',
    ],
    faq: [
      ['What is limited on the free plan?', 'Messages per project and per month, the watermark and the custom logo.'],
      ['Is there an app to install?', 'No, it runs in the browser.'],
      ['Do free videos expire?', 'Files are kept for the guest or account retention time, then deleted.'],
    ],
  },
  'promo-video-generator': {
    description: 'Generate a promo video for a launch, offer or event: MotionChat writes the scenes, picks images from your site and ends with your call to action.',
    lead: 'A promo video announces something: a launch, a sale, an event. Tell MotionChat what is happening and by when; its promo template builds a fifteen-second video with the news, the reasons to care and a closing call that names your business or your website.',
    steps: [
      'Describe what you are promoting and the date.',
      'Add your site address or images.',
      'Render the promo.',
    ],
    faq: [
      ['Can I change the ending?', 'Yes, write the call to action you want in chat.'],
      ['Where does rendering happen?', 'On the server; the page shows its progress while you wait.'],
      ['Can it use my event’s photos from last year?', 'Yes, upload them as images for the scenes.'],
    ],
  },
  'online-animation-maker': {
    description: 'Make simple animations online: animated titles, shapes of color and images in motion, described in chat and rendered to MP4 in your browser.',
    lead: 'For simple animations you do not need an animation studio. Describe the scenes, and MotionChat animates titles and images with transitions and a gradient background; it is built for short explainer and social animations, not character animation.',
    steps: [
      'Describe the animation scene by scene, or in one sentence.',
      'Tune timing, colors and text in chat.',
      'Render and download the MP4.',
    ],
    faq: [
      ['Can it animate characters?', 'No; it animates text and images.'],
      ['What format is the result?', 'An MP4 video.'],
      ['Can I loop it as a background?', 'Download the MP4 and set your player or website to loop it.'],
    ],
  },
  'animated-video-maker': {
    description: 'Make an animated video for explainers, announcements or social posts: describe it, get scenes with moving text and images, and render up to {paidResolution}.',
    lead: 'Animated videos explain faster than a page of text. Describe what the video should say; MotionChat breaks it into scenes, animates the text and your images, and adds music, so a short explainer is ready in minutes.',
    steps: [
      'Describe what the video should explain.',
      'Review the scenes and reorder or reword them.',
      'Render the animated video.',
    ],
    faq: [
      ['How many scenes can it have?', 'As many as fit in {paidLength}; a scene usually lasts two to four seconds.'],
      ['Can I add a voice-over?', 'Not in MotionChat; record narration and combine it with the video in another editor.'],
      ['Can I add subtitles in another language?', 'Write the text in that language in your prompt; scenes show whatever you write.'],
    ],
  },
  'ai-teaser-maker': {
    description: 'Make a teaser video with AI: a short countdown or reveal with suspenseful text and a “Coming soon” ending, for launches, trailers and events.',
    lead: 'A teaser shows just enough to make people wait for more. Ask MotionChat for a teaser and it uses its teaser template: about eight seconds, dark colors, slow reveals and a “Coming soon” ending you can replace with a date.',
    steps: [
      'Describe what is coming and when.',
      'Ask for a countdown or a reveal of the name.',
      'Render and post the teaser before launch.',
    ],
    faq: [
      ['Can I follow up with the full promo?', 'Yes, ask MotionChat for the promo in the same project.'],
      ['How long is a teaser?', 'About eight seconds by default.'],
      ['Can I reveal a product photo at the end?', 'Yes, upload the photo and ask for it in the final scene.'],
    ],
  },
};
