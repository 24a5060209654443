package manifest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"
)

// Files expands paths into the files to read, in order: a directory
// becomes its .yaml, .yml and .json files (recursively, in lexical
// order), "-" stays (stdin), a file is read whatever its name. A path that
// does not exist is an error.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		if p == "-" {
			out = append(out, p)
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && IsManifest(path) {
				out = append(out, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// IsManifest reports whether a file in a directory is read: .yaml, .yml
// or .json.
func IsManifest(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml", ".json":
		return true
	}
	return false
}

// Reader reads documents from files or stdin.
type Reader struct {
	Limits Limits
	Stdin  io.Reader // read for "-"; os.Stdin when nil
	// fullParse reads every document with the full YAML parser, for
	// the tests that compare it with the fast reader.
	fullParse bool
}

// ReadFile reads file ("-" for stdin) and calls emit for every document,
// in order. Problems with a document are on the document; the error is
// for a file that cannot be read at all.
func (r *Reader) ReadFile(file string, emit func(Document)) error {
	var in io.Reader
	if file == "-" {
		in = r.Stdin
		if in == nil {
			in = os.Stdin
		}
	} else {
		f, err := os.Open(file)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	return r.Read(file, in, emit)
}

// Read reads the documents of in, named file in positions.
func (r *Reader) Read(file string, in io.Reader, emit func(Document)) error {
	lim := r.Limits.withDefaults()
	s := newSplitter(in, lim.MaxDocumentBytes)
	strs := newInterner()
	for index := 0; ; index++ {
		c, err := s.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		for _, d := range parseChunk(file, index, c, lim, r.fullParse, strs) {
			emit(d)
		}
	}
}

// Parse reads the documents of data (the whole of a file).
func Parse(file string, data []byte, limits Limits) []Document {
	r := Reader{Limits: limits}
	return r.parse(file, data)
}

func (r *Reader) parse(file string, data []byte) []Document {
	var docs []Document
	if err := r.Read(file, bytes.NewReader(data), func(d Document) { docs = append(docs, d) }); err != nil {
		docs = append(docs, Document{File: file, Item: -1, Err: &Error{File: file, Pos: Pos{1, 1}, Msg: err.Error()}})
	}
	return docs
}

var yamlLine = regexp.MustCompile(`^yaml: (?:unmarshal errors:\s*)?line (\d+): (.*)$`)

// parseChunk reads one document; fullParse skips the fast reader (the
// tests compare the two), in shares the stream's strings.
func parseChunk(file string, index int, c chunk, lim Limits, fullParse bool, in *interner) (docs []Document) {
	d := Document{File: file, Index: index, Item: -1, Pos: Pos{Line: c.startLine, Col: 1}, Bytes: c.size}
	fail := func(pos Pos, format string, args ...any) []Document {
		d.Err = &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...)}
		return []Document{d}
	}
	if c.tooBig {
		return fail(d.Pos, "the document is %d bytes, over the API server's limit of %d; split it into smaller objects", c.size, lim.MaxDocumentBytes)
	}
	conv := &converter{file: file, lineOffset: c.startLine - 1, limits: lim}
	if !fullParse {
		read := fastParse
		if isJSON(c.data) {
			read = jsonParse
		}
		obj, line, col, ok := read(c.data, conv, in)
		if ok {
			d.Pos = Pos{Line: c.startLine + line, Col: col}
			d.Object, d.Fields = obj, &Positions{data: c.data, limits: lim, lineOffset: c.startLine - 1}
			if isList(obj) {
				return listItems(d)
			}
			return []Document{d}
		}
	}
	var root yaml.Node
	if err := decodeYAML(c.data, &root); err != nil {
		if errors.Is(err, io.EOF) {
			return []Document{d} // only comments: an empty document
		}
		msg := err.Error()
		pos := d.Pos
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			n, _ := strconv.Atoi(m[1])
			// Keep the position inside the document (the parser may
			// report the line after its end).
			pos.Line = min(c.startLine+n-1, c.startLine+lineBreaks(c.data))
			msg = m[2]
		} else {
			msg = strings.TrimPrefix(msg, "yaml: ")
		}
		return fail(pos, "malformed YAML or JSON: %s", msg)
	}
	// The parser's lines can run past the document's (it decodes UTF-16
	// when the text starts with its byte order mark): positions stay in
	// the document.
	lastLine := c.startLine + lineBreaks(c.data)
	v, perr := conv.value(&root, 0, false)
	if perr != nil {
		perr.Line = min(perr.Line, lastLine)
		d.Err = perr
		return []Document{d}
	}
	if len(root.Content) > 0 {
		d.Pos = conv.pos(root.Content[0])
		d.Pos.Line = min(d.Pos.Line, lastLine)
	}
	switch obj := v.(type) {
	case nil:
		return []Document{d}
	case map[string]any:
		d.Object, d.Fields = obj, &Positions{root: root.Content[0], lineOffset: c.startLine - 1}
	default:
		return fail(d.Pos, "a manifest is an object with apiVersion, kind and metadata; this document is a %s", kindName(root.Content[0]))
	}
	if isList(d.Object) {
		return listItems(d)
	}
	return []Document{d}
}

// decodeYAML parses one document; a panic in the parser on hostile input
// becomes an error.
func decodeYAML(data []byte, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: the parser failed: %v", r)
		}
	}()
	return yaml.NewDecoder(bytes.NewReader(data)).Decode(n)
}

// isList reports whether kubectl reads obj as a list: an object with an
// items field, whatever its kind (k8s.io/apimachinery's unstructured
// decoding makes a list of any object that has one, and kubectl's
// builder flattens lists). kind: List and typed lists such as
// ConfigMapList are the usual ones. A kind: List without items is an
// empty list here (kubectl would send it as an object of kind List, which
// no server has).
func isList(obj map[string]any) bool {
	_, ok := obj["items"]
	return ok || obj["kind"] == "List"
}

// listItems flattens a list into its items, as kubectl does: the items in
// order, an item with neither apiVersion nor kind given the list's
// apiVersion and its kind without "List" (a typed list's items may leave
// them out, as the API server's lists do). An item that is a list itself
// makes kubectl refuse the whole document.
func listItems(list Document) []Document {
	items, ok := list.Object["items"].([]any)
	if !ok {
		if list.Object["items"] == nil {
			return nil // an empty list holds no object
		}
		list.Err = &Error{File: list.File, Pos: list.At("items"), Msg: "items of a list must be a list of objects"}
		list.Object = nil
		return []Document{list}
	}
	of := &ListOf{Pos: list.Pos}
	of.APIVersion, _ = list.Object["apiVersion"].(string)
	of.Kind, _ = list.Object["kind"].(string)
	_, kindSet := list.Object["kind"]
	itemKind := strings.TrimSuffix(of.Kind, "List")
	docs := make([]Document, 0, len(items))
	itemFields := list.Fields.items()
	for i, it := range items {
		d := Document{File: list.File, Index: list.Index, Item: i, Bytes: list.Bytes, List: of}
		d.Pos = list.At("items[" + strconv.Itoa(i) + "]")
		if i < len(itemFields) {
			d.Fields = itemFields[i]
		}
		obj, ok := it.(map[string]any)
		switch {
		case !ok:
			d.Err = &Error{File: list.File, Pos: d.Pos, Msg: "an item of a list must be an object with apiVersion, kind and metadata"}
		case isListValue(obj):
			// kubectl's flattening takes the item for a list and cannot
			// extract its items (k8s.io/cli-runtime's FlattenListVisitor).
			list.Err = &Error{File: list.File, Pos: d.Pos, Msg: "*unstructured.Unstructured is not a list: no Items field in this object"}
			list.Object = nil
			return []Document{list}
		default:
			if kindSet && itemKind != "" && !hasString(obj, "kind") && !hasString(obj, "apiVersion") {
				obj["kind"], obj["apiVersion"] = itemKind, of.APIVersion
			}
			d.Object = obj
		}
		docs = append(docs, d)
	}
	return docs
}

// isListValue reports whether an item is a list to kubectl's flattening:
// its items field is a list.
func isListValue(obj map[string]any) bool {
	_, ok := obj["items"].([]any)
	return ok
}

// hasString reports whether obj's field is a non-empty string, as
// unstructured's GetKind and GetAPIVersion read it.
func hasString(obj map[string]any, field string) bool {
	s, _ := obj[field].(string)
	return s != ""
}
