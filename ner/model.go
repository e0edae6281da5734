package ner

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sort"
)

// The model file is gzip over a flat binary layout, everything in sorted
// order so that the same weights always give the same bytes:
//
//	magic "sitrep-ner 2\n"
//	twice (stage 1, stage 2):
//	  uvarint F; F times: uvarint hash delta, uvarint tag mask, zigzag varint per set bit
//	uvarint maxLen; uvarint G; G times: uvarint phrase-hash delta, byte bits
//	uvarint C; C times: uvarint word-hash delta, byte casing class
const modelMagic = "sitrep-ner 2\n"

// params is a model in the form it is written.
type params struct {
	stage [2]*weightTable
	lex   nameLexicon
}

func sortedKeys[V any](m map[uint64]V) []uint64 {
	keys := make([]uint64, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	return keys
}

func (p *params) encode() ([]byte, error) {
	var raw bytes.Buffer
	raw.WriteString(modelMagic)
	var tmp [binary.MaxVarintLen64]byte
	uv := func(v uint64) { raw.Write(tmp[:binary.PutUvarint(tmp[:], v)]) }
	sv := func(v int64) { raw.Write(tmp[:binary.PutVarint(tmp[:], v)]) }

	for _, m := range p.stage {
		uv(uint64(len(m.keys)))
		var last uint64
		for _, k := range m.keys {
			uv(k - last)
			last = k
			w := m.lookup(k)
			var mask uint64
			for c, v := range w {
				if v != 0 {
					mask |= 1 << c
				}
			}
			uv(mask)
			for _, v := range w {
				if v != 0 {
					sv(int64(v))
				}
			}
		}
	}

	uv(uint64(p.lex.maxLen))
	for _, m := range []map[uint64]uint8{p.lex.gaz, p.lex.casing} {
		keys := sortedKeys(m)
		uv(uint64(len(keys)))
		var last uint64
		for _, k := range keys {
			uv(k - last)
			last = k
			raw.WriteByte(m[k])
		}
	}

	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(raw.Bytes()); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Load builds a tagger from the bytes of a model file.
func Load(data []byte) (*Tagger, error) {
	if len(data) == 0 {
		return nil, errors.New("empty model (run `sitrep train ner`)")
	}
	// A model is always gzip (encode writes it so), given as bytes, embedded
	// or read by the caller: no file to open, so not datafile.Open.
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("model is not gzip: %w", err)
	}
	r := bufio.NewReader(zr)
	magic := make([]byte, len(modelMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != modelMagic {
		return nil, errors.New("not a sitrep NER model of this version (bad magic)")
	}
	mr := &modelReader{r: r}
	// A free list a little longer than the workers of a machine.
	n := &Tagger{free: make(chan *scratch, 16)}
	for s := range n.stage {
		nf := mr.uv()
		if mr.fail != nil || nf > 1<<24 {
			return nil, fmt.Errorf("read model: bad feature count %d: %v", nf, mr.fail)
		}
		w := mr.weights(int(nf))
		if mr.fail != nil {
			break
		}
		n.stage[s] = w
	}
	n.lex.maxLen = int(mr.uv())
	lexMaps := [2]map[uint64]uint8{}
	for j := range lexMaps {
		if lexMaps[j] = mr.lexMap(); mr.fail != nil {
			break
		}
	}
	if mr.fail != nil {
		return nil, fmt.Errorf("read model: %w", mr.fail)
	}
	n.lex.gaz, n.lex.casing = lexMaps[0], lexMaps[1]
	n.lex.indexGaz()
	return n, nil
}

// modelReader reads the parts of a model file in the order encode writes
// them, keeping the first error in fail; after one, what it returns is
// not to be used.
type modelReader struct {
	r    *bufio.Reader
	fail error
}

// uv reads an unsigned varint.
func (mr *modelReader) uv() uint64 {
	v, err := binary.ReadUvarint(mr.r)
	if err != nil && mr.fail == nil {
		mr.fail = err
	}
	return v
}

// weights reads the nf features of one stage: each key as the gap from
// the one before (keys ascending), a mask of the tags it weighs, and the
// weights of those tags.
func (mr *modelReader) weights(nf int) *weightTable {
	keys := make([]uint64, nf)
	w := make([]int16, nf*numTags)
	var key uint64
	for i := 0; i < nf && mr.fail == nil; i++ {
		key += mr.uv()
		mask := mr.uv()
		for c := 0; c < numTags; c++ {
			if mask&(1<<c) == 0 {
				continue
			}
			v, err := binary.ReadVarint(mr.r)
			if err != nil {
				mr.fail = err
				break
			}
			w[i*numTags+c] = int16(v)
		}
		if i > 0 && key <= keys[i-1] && mr.fail == nil {
			mr.fail = errors.New("feature keys out of order")
		}
		keys[i] = key
	}
	if mr.fail != nil {
		return nil
	}
	return newWeights(keys, w)
}

// lexMap reads one lexicon map: its size, then each key as the gap from
// the one before and its byte of classes.
func (mr *modelReader) lexMap() map[uint64]uint8 {
	size := mr.uv()
	if mr.fail == nil && size > 1<<24 {
		mr.fail = fmt.Errorf("bad lexicon size %d", size)
	}
	if mr.fail != nil {
		return nil
	}
	m := make(map[uint64]uint8, size)
	var key uint64
	for i := 0; i < int(size) && mr.fail == nil; i++ {
		key += mr.uv()
		b, err := mr.r.ReadByte()
		if err != nil {
			mr.fail = err
		}
		m[key] = b
	}
	return m
}
