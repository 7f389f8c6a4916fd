import type { CommandVocabulary } from '../command-vocabulary';

/** Simplified Chinese: no spaces between words. White and black only with 色 (明白 is "understand"). */
export const zh: CommandVocabulary = {
  match: 'substring',
  words: {
    black: ['黑色'], white: ['白色'], grey: ['灰色'], red: ['红色', '红'], orange: ['橙色'], yellow: ['黄色'], gold: ['金色'], green: ['绿色', '绿'],
    blue: ['蓝色', '蓝'], purple: ['紫色'], pink: ['粉色', '粉红'], brown: ['棕色', '咖啡色'], text: ['文字', '文本', '字体'],
    shorter: ['短一点', '短一些', '更短', '缩短'], longer: ['长一点', '长一些', '更长', '加长', '延长'], seconds: ['秒'],
    scene: ['场景'], remove: ['删除', '删掉', '去掉', '移除'], last: ['最后一个', '最后'],
    square: ['正方形', '方形'], vertical: ['竖屏', '竖版', '竖向', '纵向'], landscape: ['横屏', '横版', '横向'],
    transparent: ['透明'], 'no music': ['不要音乐', '去掉音乐', '无音乐', '没有音乐', '关闭音乐', '静音'], music: ['背景音乐', '音乐'],
    title: ['标题'], transitions: ['转场', '过渡'], fade: ['淡入淡出'],
    render: ['渲染', '导出', '生成视频', '制作视频'],
    'start over': ['重新开始', '从头开始', '新视频', '重做'], then: ['然后', '接着'],
    summary: ['总结', '摘要', '概括', '概述'], 'key frames': ['关键帧', '关键画面'],
    drop: ['请'],
  },
  patterns: [
    { pattern: /(?:添加|增加|加)(?:一个)?(?:新的)?关于(?<topic>[^。，,.;\n]+?)的场景/, english: 'add a scene about $<topic>' },
    { pattern: /(?:添加|增加)(?:一个)?(?:新的)?场景[:：]\s*(?<topic>[^。，,.;\n]+)/, english: 'add a scene about $<topic>' },
    { pattern: /第\s*(?<n>\d{1,2})\s*个?场景/, english: 'scene $<n>' },
  ],
};
