/** The WebAssembly API, typed here: the compiler's ES lib (without the DOM) does not declare it. */
export interface WasmModule {
  readonly __wasmModule: unique symbol;
}
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (
    module: WasmModule,
    imports: Record<string, Record<string, (...params: never[]) => number>>,
  ) => { exports: Record<string, unknown> };
}

/**
 * Runs a WASI command module (flite) to completion with an in-memory file system and returns the bytes
 * it wrote to `outputName` in its one preopened directory.
 *
 * Why not node:wasi: Node 20's WASI calls can start a garbage collection in the middle of a fast API call
 * (nodejs/node#46777), which corrupts the heap and crashed our test runs within a few dozen clips. These
 * thirteen calls in plain JavaScript are all flite needs, and nothing touches the disk.
 *
 * The function is self-contained (no imports, no outer names) because its source is also sent to the
 * worker thread that runs it (see flite-synthesizer.ts).
 */
export function runWasiProgram(
  module: WasmModule,
  args: string[],
  outputName: string,
): { exitCode: number; output: Uint8Array; stderr: string } {
  const ERRNO = { success: 0, badf: 8, inval: 28, noent: 44, spipe: 70 } as const;
  const PREOPEN_FD = 3;
  const PREOPEN_NAME = '/out';
  const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const encoder = new TextEncoder();
  const encodedArgs = args.map((a) => encoder.encode(`${a}\0`));

  class Exit extends Error {
    constructor(readonly code: number) {
      super(`exit ${code}`);
    }
  }
  interface OpenFile {
    data: Uint8Array;
    size: number;
    position: number;
  }
  const files = new Map<number, OpenFile>();
  let output: OpenFile | undefined;
  let stderr = '';
  let nextFd = PREOPEN_FD + 1;
  // Set once the instance exists; the imports are made before it.
  const memory: { current?: WasmMemory } = {};

  const view = () => new DataView((memory.current as WasmMemory).buffer);
  const bytes = () => new Uint8Array((memory.current as WasmMemory).buffer);

  const write = (file: OpenFile, chunk: Uint8Array) => {
    const end = file.position + chunk.length;
    if (end > file.data.length) {
      const grown = new Uint8Array(Math.max(end, file.data.length * 2, 64 * 1024));
      grown.set(file.data.subarray(0, file.size));
      file.data = grown;
    }
    file.data.set(chunk, file.position);
    file.position = end;
    file.size = Math.max(file.size, end);
  };

  const wasi: Record<string, (...params: never[]) => number> = {
    args_sizes_get(argcPtr: number, bufSizePtr: number) {
      view().setUint32(argcPtr, encodedArgs.length, true);
      view().setUint32(
        bufSizePtr,
        encodedArgs.reduce((n, a) => n + a.length, 0),
        true,
      );
      return ERRNO.success;
    },
    args_get(argvPtr: number, bufPtr: number) {
      let at = bufPtr;
      encodedArgs.forEach((arg, i) => {
        view().setUint32(argvPtr + i * 4, at, true);
        bytes().set(arg, at);
        at += arg.length;
      });
      return ERRNO.success;
    },
    clock_time_get(_id: number, _precision: bigint, timePtr: number) {
      view().setBigUint64(timePtr, BigInt(Date.now()) * 1_000_000n, true);
      return ERRNO.success;
    },
    fd_close(fd: number) {
      files.delete(fd);
      return ERRNO.success;
    },
    fd_fdstat_get(fd: number, statPtr: number) {
      // filetype: 2 character device (stdio), 3 directory (the preopen), 4 regular file.
      const filetype = fd <= 2 ? 2 : fd === PREOPEN_FD ? 3 : files.has(fd) ? 4 : -1;
      if (filetype < 0) return ERRNO.badf;
      const v = view();
      v.setUint8(statPtr, filetype);
      v.setUint16(statPtr + 2, 0, true);
      v.setBigUint64(statPtr + 8, 0xffff_ffff_ffff_ffffn, true);
      v.setBigUint64(statPtr + 16, 0xffff_ffff_ffff_ffffn, true);
      return ERRNO.success;
    },
    fd_fdstat_set_flags() {
      return ERRNO.success;
    },
    fd_prestat_get(fd: number, prestatPtr: number) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      view().setUint8(prestatPtr, 0);
      view().setUint32(prestatPtr + 4, PREOPEN_NAME.length, true);
      return ERRNO.success;
    },
    fd_prestat_dir_name(fd: number, pathPtr: number, pathLen: number) {
      if (fd !== PREOPEN_FD) return ERRNO.badf;
      bytes().set(encoder.encode(PREOPEN_NAME).subarray(0, pathLen), pathPtr);
      return ERRNO.success;
    },
    fd_read(_fd: number, _iovs: number, _iovsLen: number, nreadPtr: number) {
      view().setUint32(nreadPtr, 0, true);
      return ERRNO.success;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newOffsetPtr: number) {
      const file = files.get(fd);
      if (!file) return fd <= 2 ? ERRNO.spipe : ERRNO.badf;
      const base = whence === 0 ? 0 : whence === 1 ? file.position : file.size;
      const position = base + Number(offset);
      if (position < 0) return ERRNO.inval;
      file.position = position;
      view().setBigUint64(newOffsetPtr, BigInt(position), true);
      return ERRNO.success;
    },
    fd_write(fd: number, iovsPtr: number, iovsLen: number, nwrittenPtr: number) {
      const file = files.get(fd);
      if (!file && fd !== 1 && fd !== 2) return ERRNO.badf;
      let written = 0;
      for (let i = 0; i < iovsLen; i++) {
        const ptr = view().getUint32(iovsPtr + i * 8, true);
        const len = view().getUint32(iovsPtr + i * 8 + 4, true);
        const chunk = bytes().slice(ptr, ptr + len);
        if (file) write(file, chunk);
        else if (fd === 2) stderr = (stderr + new TextDecoder().decode(chunk)).slice(-1000);
        written += len;
      }
      view().setUint32(nwrittenPtr, written, true);
      return ERRNO.success;
    },
    path_open(
      dirFd: number,
      _dirFlags: number,
      pathPtr: number,
      pathLen: number,
      _oflags: number,
      _rightsBase: bigint,
      _rightsInheriting: bigint,
      _fdFlags: number,
      fdPtr: number,
    ) {
      const name = new TextDecoder().decode(bytes().slice(pathPtr, pathPtr + pathLen));
      // Only the output file exists: flite's voices are compiled in and it reads nothing else.
      if (dirFd !== PREOPEN_FD || name !== outputName) return ERRNO.noent;
      output = { data: new Uint8Array(0), size: 0, position: 0 };
      const fd = nextFd++;
      files.set(fd, output);
      view().setUint32(fdPtr, fd, true);
      return ERRNO.success;
    },
    proc_exit(code: number) {
      throw new Exit(code);
    },
  };

  const instance = new wasm.Instance(module, { wasi_snapshot_preview1: wasi });
  memory.current = instance.exports.memory as WasmMemory;
  let exitCode = 0;
  try {
    (instance.exports._start as () => void)();
  } catch (err) {
    if (!(err instanceof Exit)) throw err;
    exitCode = err.code;
  }
  const result = output ? output.data.slice(0, output.size) : new Uint8Array(0);
  return { exitCode, output: result, stderr };
}

/**
 * The worker thread's entry. Self-contained like runWasiProgram, whose source is placed before it:
 * the worker is started from source text so that it runs the same from TypeScript sources and builds.
 */
function fliteWorkerMain(): void {
  const threads = process.getBuiltinModule('node:worker_threads');
  const parentPort = threads.parentPort;
  const fs = process.getBuiltinModule('node:fs');
  const wasmPath = (threads.workerData as { wasmPath: string }).wasmPath;
  const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const module = new wasm.Module(fs.readFileSync(wasmPath));
  parentPort?.on('message', ({ id, voice, text }: { id: number; voice: string; text: string }) => {
    try {
      const args = ['flite', '-voice', voice, '-t', text, '-o', '/out/clip.wav'];
      const result = runWasiProgram(module, args, 'clip.wav');
      if (result.exitCode !== 0 || result.output.length === 0)
        throw new Error(`flite exited with ${result.exitCode}: ${result.stderr.trim()}`);
      parentPort.postMessage({ id, audio: result.output }, [result.output.buffer as ArrayBuffer]);
    } catch (err) {
      parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}

export const FLITE_WORKER_SOURCE = `${runWasiProgram.toString()}\n(${fliteWorkerMain.toString()})();\n`;
