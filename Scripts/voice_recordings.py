#!/usr/bin/env python3
"""Writes the small set of spoken commands the voice tests play through `cadence listen --file`
(Tests/CadenceCLITests/Fixtures/voice), with Debian's espeak-ng and flite command-line programs.

These are not the recordings the confidence threshold was tuned on: `cadence-bench voice`
synthesizes its own, other phrases, in-process. Each file is named for what it must do; the
manifest (manifest.tsv: file, expected intent or "none", voice, text) says it again.

    python3 Scripts/voice_recordings.py        # needs espeak-ng and flite (apt install espeak-ng flite)
"""
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "CadenceCLITests", "Fixtures", "voice")

# (file stem, expected intent or none, voice, text)
RECORDINGS = [
    ("start-hike", "StartWorkout", "espeak-ng:en-us", "start a hike"),
    ("pause", "PauseWorkout", "flite:slt", "pause my workout"),
    ("lap", "MarkLap", "espeak-ng:en-us", "new lap"),
    ("resume", "ResumeWorkout", "flite:rms", "resume my workout"),
    ("status", "WorkoutStatus", "espeak-ng:en-us", "how is my workout going"),
    ("end", "EndWorkout", "espeak-ng:en-us", "end my workout"),
    ("yes", "yes", "espeak-ng:en-us", "yes"),
    ("negative-time", "none", "flite:slt", "what time is it"),
    ("negative-garage", "none", "espeak-ng:en-us", "open the garage door please"),
]


def main():
    os.makedirs(OUT, exist_ok=True)
    lines = []
    for stem, expected, voice, text in RECORDINGS:
        engine, name = voice.split(":")
        path = os.path.join(OUT, stem + ".wav")
        if engine == "espeak-ng":
            subprocess.run(["espeak-ng", "-v", name, "-w", path, text], check=True)
        else:
            subprocess.run(["flite", "-voice", name, "-t", text, "-o", path], check=True)
        lines.append(f"{stem}.wav\t{expected}\t{voice}\t{text}")
    with open(os.path.join(OUT, "manifest.tsv"), "w", encoding="utf-8") as handle:
        handle.write("# file\texpected\tvoice\ttext (written by Scripts/voice_recordings.py)\n")
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
