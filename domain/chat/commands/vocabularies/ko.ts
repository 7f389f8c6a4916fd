import type { CommandVocabulary } from '../command-vocabulary';

/** Korean: particles are written onto words (파란색으로), so phrases are found anywhere. */
export const ko: CommandVocabulary = {
  match: 'substring',
  words: {
    black: ['검은색', '검정색', '검정'], white: ['흰색', '하얀색'], grey: ['회색'], red: ['빨간색', '빨강'], orange: ['주황색'], yellow: ['노란색', '노랑'],
    gold: ['금색'], green: ['초록색', '녹색'], blue: ['파란색', '파랑'], purple: ['보라색'], pink: ['분홍색', '핑크'], brown: ['갈색'],
    text: ['텍스트', '글자', '글씨'],
    shorter: ['더 짧게', '짧게', '줄여'], longer: ['더 길게', '길게', '늘려'],
    scene: ['장면', '씬'], remove: ['삭제', '제거', '빼줘', '빼 줘'], last: ['마지막'],
    square: ['정사각형', '정방형'], vertical: ['세로'], landscape: ['가로'],
    transparent: ['투명'], 'no music': ['음악 없이', '음악 빼', '음악 끄', '음악 제거', '음악 없애', '배경음악 없이'], music: ['배경음악', '음악'],
    title: ['제목'], transitions: ['트랜지션', '전환 효과'], fade: ['페이드'],
    render: ['렌더링', '렌더', '내보내기', '영상 만들어', '동영상 만들어', '비디오 만들어'],
    'start over': ['처음부터', '다시 시작', '새 영상', '새 동영상'], then: ['그 다음', '그다음', '그리고 나서'],
    summary: ['요약', '정리해'], 'key frames': ['키프레임', '주요 장면', '핵심 장면'],
    drop: ['주세요'],
  },
  patterns: [
    { pattern: /(?<n>\d{1,3})\s*초/, english: '$<n> seconds' },
    { pattern: /(?<topic>[^.,;\n]+?)\s*(?:에 대한|에 관한|관련)\s*(?:새 )?장면(?:을|를)?\s*추가(?:해\s*주세요|해\s*줘|해)?/, english: 'add a scene about $<topic>' },
    { pattern: /(?<n>\d{1,2})\s*번(?:째)?\s*장면/, english: 'scene $<n>' },
  ],
};
