import os from 'node:os';

export interface Machine {
  cpuModel: string;
  cpus: number;
  totalMemoryMb: number;
  node: string;
  system: string;
  /** 1, 5 and 15-minute load averages when the bench started: other work on a shared machine shows here. */
  loadAverage: number[];
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
    system: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.cpus} × ${machine.cpuModel}, ${(machine.totalMemoryMb / 1024).toFixed(1)} GB, Node ${machine.node}, load ${machine.loadAverage.join(' ')}`;
}
