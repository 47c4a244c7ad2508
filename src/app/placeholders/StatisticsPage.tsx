export { StatisticsPage } from '../statistics/StatisticsPage';
