package load

import (
	"errors"
	"fmt"
	"go/token"
	"sort"
	"sync"
)

// maxErrors bounds what a load reports: past the first few, errors are
// mostly consequences of the first.
const maxErrors = 20

// errorList collects load errors from many goroutines and reports each
// once, ordered by position.
type errorList struct {
	mu    sync.Mutex
	items []loadError
	seen  map[string]bool
}

type loadError struct {
	pos token.Position // zero when the error has no position
	msg string
}

func (e loadError) String() string {
	if e.pos.IsValid() {
		return e.pos.String() + ": " + e.msg
	}
	return e.msg
}

func (l *errorList) add(pos *token.Position, msg string) {
	e := loadError{msg: msg}
	if pos != nil {
		e.pos = *pos
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.seen == nil {
		l.seen = map[string]bool{}
	}
	if s := e.String(); !l.seen[s] {
		l.seen[s] = true
		l.items = append(l.items, e)
	}
}

func (l *errorList) addErr(err error) {
	l.add(nil, err.Error())
}

// reset forgets the errors collected so far.
func (l *errorList) reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.items, l.seen = nil, nil
}

// join returns the errors in file, line, column order, or nil.
func (l *errorList) join() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.items) == 0 {
		return nil
	}
	items := append([]loadError(nil), l.items...)
	sort.SliceStable(items, func(i, j int) bool {
		a, b := items[i].pos, items[j].pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return items[i].msg < items[j].msg
	})
	var errs []error
	for i, e := range items {
		if i == maxErrors {
			errs = append(errs, fmt.Errorf("(and %d more errors)", len(items)-maxErrors))
			break
		}
		errs = append(errs, errors.New(e.String()))
	}
	return errors.Join(errs...)
}
