/**
 * The alert sound for new orders and call-a-waiter requests: a short chime made with Web Audio (no file to load),
 * repeated every few seconds until someone acknowledges. Browsers allow sound only after a tap on the page.
 */
import { useEffect, useState } from 'react';

let ctx: AudioContext | undefined;
const REPEAT_MS = 4000;

function audio() {
  ctx ??= new AudioContext();
  return ctx;
}

/** Two rising notes, loud enough for a kitchen (once; false when the browser does not allow sound yet). */
export function chime() {
  if (typeof AudioContext === 'undefined') return false;
  const ac = audio();
  if (ac.state !== 'running') return false;
  const now = ac.currentTime;
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = ac.createOscillator();
    const gain = ac.createGain();
    osc.type = 'triangle';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.6, now + i * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.35);
    osc.connect(gain).connect(ac.destination);
    osc.start(now + i * 0.18);
    osc.stop(now + i * 0.18 + 0.4);
  }
  return true;
}

/** Whether the browser lets this page play sound yet; `enable` must run from a tap. */
export function useSoundPermission() {
  const [allowed, setAllowed] = useState(() => typeof AudioContext !== 'undefined' && ctx?.state === 'running');
  useEffect(() => {
    if (typeof AudioContext === 'undefined') return;
    const ac = audio();
    const update = () => setAllowed(ac.state === 'running');
    ac.addEventListener('statechange', update);
    void ac.resume().then(update, update);
    return () => ac.removeEventListener('statechange', update);
  }, []);
  const enable = () => {
    void audio()
      .resume()
      .then(() => {
        setAllowed(audio().state === 'running');
        chime();
      });
  };
  return { allowed, enable };
}

/** Chimes now and every few seconds while `active`. */
export function useRepeatingAlert(active: boolean) {
  useEffect(() => {
    if (!active || typeof AudioContext === 'undefined') return;
    chime();
    const t = setInterval(chime, REPEAT_MS);
    return () => clearInterval(t);
  }, [active]);
}
