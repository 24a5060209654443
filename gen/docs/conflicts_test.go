package docs

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoConflictMarkers: a merge left unresolved in a checked-in text file
// (docs render it, Go may still compile around a comment) fails here.
func TestNoConflictMarkers(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".yaml", ".mod":
		default:
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		s := bufio.NewScanner(f)
		s.Buffer(make([]byte, 0, 64<<10), 4<<20)
		for n := 1; s.Scan(); n++ {
			line := s.Text()
			if strings.HasPrefix(line, "<<<<<<< ") || strings.HasPrefix(line, ">>>>>>> ") {
				t.Errorf("%s:%d: merge-conflict marker %q", path, n, line)
			}
		}
		return s.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
}
