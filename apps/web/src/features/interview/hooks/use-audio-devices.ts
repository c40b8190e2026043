import { useCallback, useEffect, useRef, useState } from 'react';
import { fallbackDeviceLabel } from '../../../shared/lib/device-labels';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import type { MediaKinds } from './device-messages';

export type DeviceInfoLike = Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>;

/** The part of `navigator.mediaDevices` the watcher uses, so tests can hand in a fake. */
interface DeviceSource {
  enumerateDevices(): Promise<readonly DeviceInfoLike[]>;
  addEventListener(type: 'devicechange', listener: () => void): void;
  removeEventListener(type: 'devicechange', listener: () => void): void;
}

interface DeviceOption {
  deviceId: string;
  /** The browser's label, or "Microphone N" / "Camera N" while labels are hidden before permission. */
  label: string;
}

export interface DeviceState {
  microphones: DeviceOption[];
  cameras: DeviceOption[];
  selectedMicrophoneId: string | undefined;
  selectedCameraId: string | undefined;
}

const EMPTY_DEVICE_STATE: DeviceState = {
  microphones: [],
  cameras: [],
  selectedMicrophoneId: undefined,
  selectedCameraId: undefined,
};

export function toDeviceOptions(
  devices: readonly DeviceInfoLike[],
  kind: 'audioinput' | 'videoinput',
): DeviceOption[] {
  const seen = new Set<string>();
  const options: DeviceOption[] = [];
  for (const device of devices) {
    if (device.kind !== kind || seen.has(device.deviceId)) continue;
    seen.add(device.deviceId);
    const label = device.label.trim();
    options.push({
      deviceId: device.deviceId,
      label: label || fallbackDeviceLabel(kind === 'audioinput' ? 'audio' : 'camera', options.length),
    });
  }
  return options;
}

/**
 * Keeps the selection while its device is present; otherwise falls back to the first device. Losing a
 * real selection is a removal. An empty id is the placeholder browsers list before permission, which
 * turns into real ids afterwards: that is not a removal.
 */
export function resolveSelection(
  options: readonly DeviceOption[],
  selectedId: string | undefined,
): { selectedId: string | undefined; isRemoved: boolean } {
  if (selectedId !== undefined && options.some((option) => option.deviceId === selectedId)) {
    return { selectedId, isRemoved: false };
  }
  return {
    selectedId: options[0]?.deviceId,
    isRemoved: selectedId !== undefined && selectedId !== '',
  };
}

interface DeviceWatcherOptions {
  source: DeviceSource;
  onUpdate: (state: DeviceState) => void;
  /** Which selected devices vanished in one refresh; the caller stops recording and shows the message. */
  onSelectedRemoved: (removed: MediaKinds) => void;
  includeCameras?: boolean;
  intervalMs?: number;
}

/** Spec §4 Devices: the list refreshes every 4 s and on 'devicechange'. */
export function createDeviceWatcher({
  source,
  onUpdate,
  onSelectedRemoved,
  includeCameras = true,
  intervalMs = UI_LIMITS.audioDeviceRefreshMs,
}: DeviceWatcherOptions) {
  let state = EMPTY_DEVICE_STATE;
  let requested = 0;
  let applied = 0;
  let interval: ReturnType<typeof setInterval> | undefined;
  let isRunning = false;

  function apply(devices: readonly DeviceInfoLike[]) {
    const microphones = toDeviceOptions(devices, 'audioinput');
    const cameras = includeCameras ? toDeviceOptions(devices, 'videoinput') : [];
    const microphone = resolveSelection(microphones, state.selectedMicrophoneId);
    const camera = resolveSelection(cameras, state.selectedCameraId);
    state = {
      microphones,
      cameras,
      selectedMicrophoneId: microphone.selectedId,
      selectedCameraId: camera.selectedId,
    };
    onUpdate(state);
    if (microphone.isRemoved || camera.isRemoved) {
      onSelectedRemoved({ audio: microphone.isRemoved, video: camera.isRemoved });
    }
  }

  async function refresh(): Promise<void> {
    requested += 1;
    const mine = requested;
    let devices: readonly DeviceInfoLike[];
    try {
      devices = await source.enumerateDevices();
    } catch {
      return; // a failed listing says nothing about the devices; keep the last one
    }
    // Overlapping refreshes can finish out of order; only a newer listing may replace the state.
    if (!isRunning || mine < applied) return;
    applied = mine;
    apply(devices);
  }

  const handleDeviceChange = () => void refresh();

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      source.addEventListener('devicechange', handleDeviceChange);
      interval = setInterval(handleDeviceChange, intervalMs);
      void refresh();
    },
    stop() {
      if (!isRunning) return;
      isRunning = false;
      source.removeEventListener('devicechange', handleDeviceChange);
      clearInterval(interval);
      interval = undefined;
    },
    refresh,
    select(kind: 'audio' | 'camera', deviceId: string) {
      state =
        kind === 'audio'
          ? { ...state, selectedMicrophoneId: deviceId }
          : { ...state, selectedCameraId: deviceId };
      onUpdate(state);
    },
    getState: () => state,
  };
}

interface UseAudioDevicesOptions {
  /** False for audio interviews: cameras are neither listed nor watched. */
  includeCameras?: boolean;
  onSelectedRemoved?: (removed: MediaKinds) => void;
  intervalMs?: number;
}

export interface AudioDevices extends DeviceState {
  isSupported: boolean;
  selectMicrophone: (deviceId: string) => void;
  selectCamera: (deviceId: string) => void;
  /** Lists again now, e.g. right after permission is granted so the real labels appear. */
  refresh: () => Promise<void>;
}

function findDeviceSource(): DeviceSource | undefined {
  // Undefined outside a secure context (plain http on another host) and in old browsers.
  return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
}

export function useAudioDevices({
  includeCameras = true,
  onSelectedRemoved,
  intervalMs = UI_LIMITS.audioDeviceRefreshMs,
}: UseAudioDevicesOptions = {}): AudioDevices {
  const [state, setState] = useState<DeviceState>(EMPTY_DEVICE_STATE);
  const [isSupported] = useState(() => findDeviceSource() !== undefined);
  const onRemovedRef = useRef(onSelectedRemoved);
  const watcherRef = useRef<ReturnType<typeof createDeviceWatcher> | undefined>(undefined);

  useEffect(() => {
    onRemovedRef.current = onSelectedRemoved;
  }, [onSelectedRemoved]);

  useEffect(() => {
    const source = findDeviceSource();
    if (source === undefined) return undefined;
    const watcher = createDeviceWatcher({
      source,
      includeCameras,
      intervalMs,
      onUpdate: setState,
      onSelectedRemoved: (removed) => onRemovedRef.current?.(removed),
    });
    watcherRef.current = watcher;
    watcher.start();
    return () => {
      watcher.stop();
      watcherRef.current = undefined;
    };
  }, [includeCameras, intervalMs]);

  const selectMicrophone = useCallback((deviceId: string) => {
    watcherRef.current?.select('audio', deviceId);
  }, []);
  const selectCamera = useCallback((deviceId: string) => {
    watcherRef.current?.select('camera', deviceId);
  }, []);
  const refresh = useCallback(async () => {
    await watcherRef.current?.refresh();
  }, []);

  return { ...state, isSupported, selectMicrophone, selectCamera, refresh };
}
