import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaKinds } from './device-messages';
import {
  createDeviceWatcher,
  resolveSelection,
  toDeviceOptions,
  useAudioDevices,
  type DeviceInfoLike,
  type DeviceState,
} from './use-audio-devices';

function mic(deviceId: string, label = `Mic ${deviceId}`): DeviceInfoLike {
  return { deviceId, kind: 'audioinput', label };
}
function cam(deviceId: string, label = `Cam ${deviceId}`): DeviceInfoLike {
  return { deviceId, kind: 'videoinput', label };
}

/** A mediaDevices stand-in: set `devices`, then `plug()` fires 'devicechange' like the browser does. */
function createFakeMediaDevices(initial: DeviceInfoLike[]) {
  const target = new EventTarget();
  const fake = {
    devices: initial,
    enumerateDevices: vi.fn(() => Promise.resolve([...fake.devices])),
    addEventListener: vi.fn((type: 'devicechange', listener: () => void) => {
      target.addEventListener(type, listener);
    }),
    removeEventListener: vi.fn((type: 'devicechange', listener: () => void) => {
      target.removeEventListener(type, listener);
    }),
    plug(devices: DeviceInfoLike[]) {
      fake.devices = devices;
      target.dispatchEvent(new Event('devicechange'));
    },
  };
  return fake;
}

describe('toDeviceOptions', () => {
  it('keeps one kind, drops duplicate ids and numbers unlabelled devices', () => {
    const devices: DeviceInfoLike[] = [
      mic('default', 'Default - USB Mic'),
      cam('c1', ''),
      mic('a1', '  USB Mic  '),
      mic('a1', 'USB Mic'),
      { deviceId: 'o1', kind: 'audiooutput', label: 'Speakers' },
      mic('a2', ''),
    ];
    expect(toDeviceOptions(devices, 'audioinput')).toEqual([
      { deviceId: 'default', label: 'Default - USB Mic' },
      { deviceId: 'a1', label: 'USB Mic' },
      { deviceId: 'a2', label: 'Microphone 3' },
    ]);
    expect(toDeviceOptions(devices, 'videoinput')).toEqual([{ deviceId: 'c1', label: 'Camera 1' }]);
  });
});

describe('resolveSelection', () => {
  const options = [
    { deviceId: 'a1', label: 'A' },
    { deviceId: 'a2', label: 'B' },
  ];
  it.each<[string, string | undefined, { selectedId: string | undefined; isRemoved: boolean }]>([
    ['keeps a present device', 'a2', { selectedId: 'a2', isRemoved: false }],
    ['picks the first when nothing is selected', undefined, { selectedId: 'a1', isRemoved: false }],
    ['replaces the pre-permission placeholder quietly', '', { selectedId: 'a1', isRemoved: false }],
    ['reports a vanished device and falls back', 'gone', { selectedId: 'a1', isRemoved: true }],
  ])('%s', (_label, selected, expected) => {
    expect(resolveSelection(options, selected)).toEqual(expected);
  });

  it('reports removal with nothing left to fall back to', () => {
    expect(resolveSelection([], 'a1')).toEqual({ selectedId: undefined, isRemoved: true });
  });
});

describe('createDeviceWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(initial: DeviceInfoLike[], includeCameras = true) {
    const source = createFakeMediaDevices(initial);
    const states: DeviceState[] = [];
    const onSelectedRemoved = vi.fn<(removed: MediaKinds) => void>();
    const watcher = createDeviceWatcher({
      source,
      includeCameras,
      intervalMs: 4000,
      onUpdate: (state) => states.push(state),
      onSelectedRemoved,
    });
    return { source, states, onSelectedRemoved, watcher };
  }

  it('lists at start, every 4 s and on devicechange', async () => {
    const { source, watcher } = setup([mic('a1'), cam('c1')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.getState()).toMatchObject({
      microphones: [{ deviceId: 'a1' }],
      cameras: [{ deviceId: 'c1' }],
      selectedMicrophoneId: 'a1',
      selectedCameraId: 'c1',
    });
    await vi.advanceTimersByTimeAsync(4000);
    expect(source.enumerateDevices).toHaveBeenCalledTimes(2);
    source.plug([mic('a1'), mic('a2'), cam('c1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(source.enumerateDevices).toHaveBeenCalledTimes(3);
    expect(watcher.getState().microphones).toHaveLength(2);
    watcher.stop();
  });

  it('keeps the chosen device while it is present', async () => {
    const { source, onSelectedRemoved, watcher } = setup([mic('a1'), mic('a2')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    watcher.select('audio', 'a2');
    source.plug([mic('a0'), mic('a2'), mic('a1')]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(watcher.getState().selectedMicrophoneId).toBe('a2');
    expect(onSelectedRemoved).not.toHaveBeenCalled();
    watcher.stop();
  });

  it('reports a removed microphone once and falls back to another', async () => {
    const { source, onSelectedRemoved, watcher } = setup([mic('a1'), mic('a2'), cam('c1')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    source.plug([mic('a2'), cam('c1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSelectedRemoved).toHaveBeenCalledExactlyOnceWith({ audio: true, video: false });
    expect(watcher.getState().selectedMicrophoneId).toBe('a2');
    await vi.advanceTimersByTimeAsync(8000);
    expect(onSelectedRemoved).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it('reports camera and microphone removed together in one call', async () => {
    const { source, onSelectedRemoved, watcher } = setup([mic('a1'), cam('c1')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    source.plug([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSelectedRemoved).toHaveBeenCalledExactlyOnceWith({ audio: true, video: true });
    expect(watcher.getState()).toMatchObject({
      selectedMicrophoneId: undefined,
      selectedCameraId: undefined,
    });
    watcher.stop();
  });

  it('ignores cameras for an audio interview', async () => {
    const { source, onSelectedRemoved, watcher } = setup([mic('a1'), cam('c1')], false);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.getState().cameras).toEqual([]);
    source.plug([mic('a1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSelectedRemoved).not.toHaveBeenCalled();
    watcher.stop();
  });

  it('does not call pre-permission placeholder ids a removal', async () => {
    const { source, onSelectedRemoved, watcher } = setup([mic('', ''), cam('', '')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.getState().microphones).toEqual([{ deviceId: '', label: 'Microphone 1' }]);
    source.plug([mic('real-a'), cam('real-c')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSelectedRemoved).not.toHaveBeenCalled();
    expect(watcher.getState().selectedMicrophoneId).toBe('real-a');
    watcher.stop();
  });

  it('keeps the last list when enumerateDevices fails', async () => {
    const { source, states, watcher } = setup([mic('a1')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    source.enumerateDevices.mockRejectedValueOnce(new DOMException('x', 'NotAllowedError'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(states).toHaveLength(1);
    expect(watcher.getState().microphones).toHaveLength(1);
    watcher.stop();
  });

  it('drops a slow listing overtaken by a newer one', async () => {
    const { source, watcher } = setup([mic('a1')]);
    let releaseSlow: (devices: DeviceInfoLike[]) => void = () => undefined;
    source.enumerateDevices.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          releaseSlow = resolve;
        }),
    );
    watcher.start();
    source.plug([mic('a1'), mic('a2')]);
    await vi.advanceTimersByTimeAsync(0);
    releaseSlow([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.getState().microphones).toHaveLength(2);
    watcher.stop();
  });

  it('stop() removes the listener and the timer', async () => {
    const { source, watcher } = setup([mic('a1')]);
    watcher.start();
    watcher.stop();
    expect(source.removeEventListener).toHaveBeenCalledWith('devicechange', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
    source.plug([]);
    await vi.advanceTimersByTimeAsync(8000);
    expect(source.enumerateDevices).toHaveBeenCalledTimes(1);
  });
});

describe('useAudioDevices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists devices, keeps the choice and reports the chosen microphone unplugged', async () => {
    const source = createFakeMediaDevices([mic('a1', 'Built-in'), mic('a2', 'Headset'), cam('c1')]);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: source });
    const onSelectedRemoved = vi.fn<(removed: MediaKinds) => void>();

    const { result, unmount } = renderHook(() => useAudioDevices({ onSelectedRemoved }));
    await waitFor(() => {
      expect(result.current.microphones).toHaveLength(2);
    });
    expect(result.current.isSupported).toBe(true);
    expect(result.current.selectedMicrophoneId).toBe('a1');

    act(() => {
      result.current.selectMicrophone('a2');
    });
    expect(result.current.selectedMicrophoneId).toBe('a2');

    act(() => {
      source.plug([mic('a1', 'Built-in'), cam('c1')]);
    });
    await waitFor(() => {
      expect(onSelectedRemoved).toHaveBeenCalledExactlyOnceWith({ audio: true, video: false });
    });
    expect(result.current.selectedMicrophoneId).toBe('a1');

    unmount();
    expect(source.removeEventListener).toHaveBeenCalled();
  });

  it('is unsupported without navigator.mediaDevices', () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const { result } = renderHook(() => useAudioDevices());
    expect(result.current.isSupported).toBe(false);
    expect(result.current.microphones).toEqual([]);
  });
});
