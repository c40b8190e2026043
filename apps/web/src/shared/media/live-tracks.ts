/**
 * Every camera/microphone stream the app opens is registered here so the end screens can stop them all
 * (spec §2 Interview success: stop any live tracks on entry and on exit).
 */
const liveStreams = new Set<MediaStream>();

export function registerStream(stream: MediaStream): MediaStream {
  liveStreams.add(stream);
  return stream;
}

export function unregisterStream(stream: MediaStream): void {
  liveStreams.delete(stream);
}

export function stopAllTracks(): void {
  for (const stream of liveStreams) {
    for (const track of stream.getTracks()) {
      if (track.readyState !== 'ended') track.stop();
    }
  }
  liveStreams.clear();
}

export function countLiveStreams(): number {
  return liveStreams.size;
}
