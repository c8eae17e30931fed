const COLOURS = ['#f94144', '#f3722c', '#f9c74f', '#90be6d', '#43aa8b', '#577590', '#9b5de5'];

/**
 * A small canvas confetti burst over the drawer; `length` is the campaign's confetti_length (200-600 ms of falling
 * pieces plus a fade). Skipped for shoppers who prefer reduced motion.
 */
export function confetti(host: HTMLElement, length = 400): void {
  if (matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const canvas = document.createElement('canvas');
  canvas.className = 'cartlift-confetti';
  const { width, height } = host.getBoundingClientRect();
  canvas.width = width;
  canvas.height = height;
  host.appendChild(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas.remove();
  const pieces = Array.from({ length: 90 }, (_, i) => ({
    x: width / 2,
    y: height / 3,
    vx: (Math.random() - 0.5) * 12,
    vy: -Math.random() * 10 - 4,
    r: Math.random() * Math.PI,
    c: COLOURS[i % COLOURS.length],
  }));
  const total = length + 900;
  const start = performance.now();
  const frame = (t: number) => {
    const elapsed = t - start;
    ctx.clearRect(0, 0, width, height);
    ctx.globalAlpha = Math.max(0, 1 - elapsed / total);
    for (const p of pieces) {
      p.vy += 0.35;
      p.x += p.vx;
      p.y += p.vy;
      p.r += 0.2;
      ctx.fillStyle = p.c;
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.rotate(p.r);
      ctx.fillRect(-4, -2, 8, 4);
      ctx.restore();
    }
    if (elapsed < total) requestAnimationFrame(frame);
    else canvas.remove();
  };
  requestAnimationFrame(frame);
}
