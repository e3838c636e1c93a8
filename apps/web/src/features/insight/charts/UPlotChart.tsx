import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A uPlot chart sized to its container. Only the lazily loaded chart modules import this file, so uPlot stays
 * out of every page that shows no chart.
 */
export function UPlotChart({
  options,
  data,
  label,
}: {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const size = () => ({ width: Math.max(el.clientWidth, 280), height: 240 });
    const plot = new uPlot({ ...options, ...size() }, data, el);
    const resize = new ResizeObserver(() => plot.setSize(size()));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return <div ref={box} role="img" aria-label={label} className="w-full" />;
}
