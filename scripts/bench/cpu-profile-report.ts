/**
 * Reads a CDP CPU profile for BENCH_PROFILE: the functions with most self time, and each long run of work (a
 * stretch of samples with no idle sample in it, what the browser reports as a long task) with the named
 * functions it spent most time in, callers included, so a long task can be told apart from the next.
 */
/** The parts of a CDP `Profiler.Profile` read here. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}
interface Run {
  start: number;
  end: number;
  stacks: [number, number][];
}

const frameName = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;

export function reportProfile(profile: Profile, opts: { top?: number; longerThanMs?: number } = {}): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const deltas = profile.timeDeltas ?? [];
  const samples = profile.samples ?? [];
  const self = new Map<string, number>();
  samples.forEach((id, i) => {
    const key = frameName(byId.get(id)!);
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  const lines = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, opts.top ?? 25).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);

  // Runs of work: consecutive samples that are not idle.
  const longer = opts.longerThanMs ?? 100;
  let at = profile.startTime;
  let run: Run | null = null;
  const runs: Run[] = [];
  samples.forEach((id, i) => {
    const dt = deltas[i] ?? 0;
    at += dt;
    const idle = byId.get(id)!.callFrame.functionName === '(idle)';
    if (idle) {
      if (run) runs.push(run);
      run = null;
      return;
    }
    const current: Run = run ?? { start: at, end: at, stacks: [] };
    current.end = at;
    current.stacks.push([id, dt]);
    run = current;
  });
  if (run) runs.push(run);
  for (const r of runs.filter((x) => (x.end - x.start) / 1000 > longer)) {
    const inclusive = new Map<string, number>();
    const selfIn = new Map<string, number>();
    for (const [id, dt] of r.stacks) {
      const own = frameName(byId.get(id)!);
      selfIn.set(own, (selfIn.get(own) ?? 0) + dt / 1000);
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const node = byId.get(n)!;
        if (!node.callFrame.url) continue;
        const key = frameName(node);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + dt / 1000);
      }
    }
    const top = [...inclusive.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 12));
    lines.push(`work from ${((r.start - profile.startTime) / 1000).toFixed(0)} ms for ${((r.end - r.start) / 1000).toFixed(0)} ms:`);
    lines.push(...top.map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms  ${k}`));
    lines.push('  self:', ...[...selfIn.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `    ${v.toFixed(0).padStart(5)} ms  ${k}`));
  }
  return lines.join('\n');
}
