/** The /video-analysis route renders the video screen (src/app/video). */
export { VideoAnalysisPage } from '../video/VideoAnalysisPage';
