// Package manifest reads Kubernetes manifests the way kubectl does (files,
// directories, stdin; multi-document YAML; JSON; kind: List) and keeps,
// for every field, the line and column it came from, so that an error on a
// field path can point at the source. It never touches the network.
//
// Most manifests are read by a fast reader of the plain YAML they are
// written in (fast.go), straight into JSON values; the full YAML parser
// reads the rest, and the tests and the fuzz target hold the two to the
// same documents, errors and positions.
//
// A key given twice in a mapping keeps its last value, as kubectl reads
// it (sigs.k8s.io/yaml, then a JSON decoder): the API server never sees the
// first one, and kubectl says nothing.
//
// Bad input is an Error on its document, never a panic: malformed YAML or
// JSON, aliases that expand exponentially, nesting deeper
// than the API server decodes and documents larger than it accepts. The
// other documents of the file are still read.
package manifest

import "fmt"

// Limits bound what one document may cost to read. The zero value means
// the defaults, which are the API server's own limits.
type Limits struct {
	// MaxDocumentBytes is the largest document read: the API server
	// refuses request bodies over 3 MiB.
	MaxDocumentBytes int
	// MaxDepth is the deepest nesting of objects and lists: the API
	// server's JSON decoder stops at 10000.
	MaxDepth int
	// MaxAliasNodes is the number of values aliases may add on top of
	// the document's own; aliases that expand exponentially hit it.
	MaxAliasNodes int
}

const (
	defaultMaxDocumentBytes = 3 << 20
	defaultMaxDepth         = 10000
	defaultMaxAliasNodes    = 100000
)

func (l Limits) withDefaults() Limits {
	if l.MaxDocumentBytes <= 0 {
		l.MaxDocumentBytes = defaultMaxDocumentBytes
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = defaultMaxDepth
	}
	if l.MaxAliasNodes <= 0 {
		l.MaxAliasNodes = defaultMaxAliasNodes
	}
	return l
}

// Pos is a 1-based line and column in a file.
type Pos struct{ Line, Col int }

// Error is a problem reading one document, at its position.
type Error struct {
	File string
	Pos
	Msg string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Document is one object read from a file: a YAML document, a JSON file,
// or an item of a kind: List.
type Document struct {
	File  string // the path as found, "-" for stdin
	Index int    // the document's index in the file, from 0
	Item  int    // the item's index in a list (kind: List, a typed list), -1 otherwise
	// List is the list the object is an item of, nil for a document.
	List *ListOf
	Pos  Pos // where the document (or the item) starts
	// Object is the document as JSON values: map[string]any, []any,
	// string, int64, float64, bool and nil. It is nil when Err is set or
	// the document is empty.
	Object map[string]any
	// Fields maps field paths of Object to their positions.
	Fields *Positions
	// Bytes is the document's size in the source.
	Bytes int
	Err   *Error
}

// Empty reports whether the document holds nothing (only comments or
// blanks); kubectl skips such documents.
func (d *Document) Empty() bool { return d.Object == nil && d.Err == nil }

// At returns the position of the field at path (a field.Path string such
// as spec.containers[0].image), or of its closest ancestor in the source.
func (d *Document) At(path string) Pos {
	if d.Fields == nil {
		return d.Pos
	}
	if p, ok := d.Fields.Lookup(path); ok {
		return p
	}
	return d.Pos
}

// ListOf is the list document an item was read from: kubectl maps the
// list's apiVersion and kind before it flattens it.
type ListOf struct {
	APIVersion, Kind string
	Pos              Pos
}
