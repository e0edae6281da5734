package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"

	"sitrep/eval/articles"
	"sitrep/internal/logreg"
)

// loadTrainingGold reads the half of the article gold at goldPath and
// all of trainPath ("" for none), as the trainers on the article gold
// (eventfilter, parties) code them.
func loadTrainingGold(goldPath, half, trainPath, dataDir string) ([]articles.Article, error) {
	arts, err := loadArticleGold(goldPath, half, dataDir)
	if err != nil {
		return nil, err
	}
	if trainPath != "" {
		more, err := loadArticleGold(trainPath, "", dataDir)
		if err != nil {
			return nil, err
		}
		arts = append(arts, more...)
	}
	return arts, nil
}

// writeModel writes m with its comment to path and returns the sha256 of
// the bytes written, which the trainers report so that a retrain can be
// checked byte for byte.
func writeModel(m *logreg.Model, path, comment string) ([32]byte, error) {
	var buf bytes.Buffer
	if err := m.Write(&buf, comment); err != nil {
		return [32]byte{}, err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return [32]byte{}, fmt.Errorf("write model: %w", err)
	}
	return sha256.Sum256(buf.Bytes()), nil
}
