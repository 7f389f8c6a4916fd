import { execFileSync } from 'node:child_process';
import { BlazeFaceDetector } from './temporal/activities/models/blazeface-detector';
const d = await BlazeFaceDetector.load(process.env.HOME + '/.cache/kinora/models/@vladmandic+human-models@3.0.4/models/blazeface.json');
const img = '/usr/share/doc/opencv-doc/examples/data/messi5.jpg';
for (const [w,h,bg] of [[548,342,false],[274,171,false],[1280,720,true]] as const) {
  const vf = bg ? `pad=1280:720:400:300:gray,scale=1280:720` : `scale=${w}:${h}`;
  const data = execFileSync('ffmpeg', ['-v','error','-i',img,'-vf', bg ? 'scale=137:86,pad=1280:720:600:300:gray' : vf,'-f','rawvideo','-pix_fmt','rgb24','-'], {maxBuffer: 1e8});
  for (const tiles of [false, true]) { const t0=Date.now(); const r = await d.detect({data, width:w, height:h}, {minScore:0.5, tiles}); console.log(w,h,tiles, Date.now()-t0,'ms', JSON.stringify(r.map(b=>({x:Math.round(b.x),y:Math.round(b.y),w:Math.round(b.w),h:Math.round(b.h),s:b.score.toFixed(2)})))); }
}
