/**
 * Chart.js with only the parts the Chart component draws with (line, bar and
 * pie charts, category and linear scales, legend, tooltips). Loaded with a
 * dynamic import from Chart.tsx, so it is a chunk of its own.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

export { Chart };
