#!/usr/bin/env python3
"""Writes the small set of spoken commands the voice tests play through `cadence listen --file`
(Tests/CadenceCLITests/Fixtures/voice), with Debian's espeak-ng and flite command-line programs.

These are not the recordings the confidence threshold was tuned on: `cadence-bench voice`
synthesizes its own, other phrases, in-process. Each file is named for what it must do; the
manifest (manifest.tsv: file, expected intent or "none", voice, text) says it again. A file
whose voice ends in "+white10dB" has white noise mixed in by sox at 10 dB below the speech (the
RMS of the whole recording; sox's repeatable mode, so the file is the same on every run).

    python3 Scripts/voice_recordings.py        # needs espeak-ng, flite and sox (apt install espeak-ng flite sox)
"""
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "CadenceCLITests", "Fixtures", "voice")

# (file stem, expected intent or none, voice, text)
RECORDINGS = [
    ("start-hike", "StartWorkout", "espeak-ng:en-us", "start a hike"),
    ("start-run", "StartWorkout", "espeak-ng:en-us", "Start a run in Cadence"),
    ("start-run-noise", "StartWorkout", "espeak-ng:en-us+white10dB", "Start a run in Cadence"),
    ("pause", "PauseWorkout", "flite:slt", "pause my workout"),
    ("lap", "MarkLap", "espeak-ng:en-us", "new lap"),
    ("resume", "ResumeWorkout", "flite:rms", "resume my workout"),
    ("status", "WorkoutStatus", "espeak-ng:en-us", "how is my workout going"),
    ("end", "EndWorkout", "espeak-ng:en-us", "end my workout"),
    ("yes", "yes", "espeak-ng:en-us", "yes"),
    ("negative-time", "none", "flite:slt", "what time is it"),
    ("negative-garage", "none", "espeak-ng:en-us", "open the garage door please"),
]


def rms(path):
    """The RMS amplitude of a WAV, as sox's stat effect reports it."""
    report = subprocess.run(["sox", path, "-n", "stat"], capture_output=True, text=True, check=True).stderr
    return float(re.search(r"RMS\s+amplitude:\s+([0-9.eE+-]+)", report).group(1))


def add_noise(path, snr):
    """Mixes white noise into the WAV at `snr` dB below its RMS, in place."""
    seconds = float(subprocess.run(["soxi", "-D", path], capture_output=True, text=True, check=True).stdout)
    rate = subprocess.run(["soxi", "-r", path], capture_output=True, text=True, check=True).stdout.strip()
    noise = path + ".noise.wav"
    mixed = path + ".mixed.wav"
    subprocess.run(["sox", "-R", "-n", "-r", rate, "-c", "1", "-b", "16", noise, "synth", str(seconds), "whitenoise"],
                   check=True)
    scale = rms(path) / rms(noise) / (10 ** (snr / 20))
    subprocess.run(["sox", "-R", "-m", path, "-v", str(scale), noise, mixed], check=True)
    os.replace(mixed, path)
    os.remove(noise)


def main():
    os.makedirs(OUT, exist_ok=True)
    lines = []
    for stem, expected, voice, text in RECORDINGS:
        engine, name = voice.split(":")
        name, _, noise = name.partition("+white")
        path = os.path.join(OUT, stem + ".wav")
        if engine == "espeak-ng":
            subprocess.run(["espeak-ng", "-v", name, "-w", path, text], check=True)
        else:
            subprocess.run(["flite", "-voice", name, "-t", text, "-o", path], check=True)
        if noise:
            add_noise(path, float(noise.removesuffix("dB")))
        lines.append(f"{stem}.wav\t{expected}\t{voice}\t{text}")
    with open(os.path.join(OUT, "manifest.tsv"), "w", encoding="utf-8") as handle:
        handle.write("# file\texpected\tvoice\ttext (written by Scripts/voice_recordings.py)\n")
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
