package load

import (
	"errors"
	"fmt"
	"go/token"
	"sync"

	"github.com/kubedv/kubedv/gen/tags"
)

// maxErrors bounds what a load reports: past the first few, errors are
// mostly consequences of the first.
const maxErrors = 20

// errorList collects load errors from many goroutines and reports each
// once, ordered by position.
type errorList struct {
	mu    sync.Mutex
	items tags.ErrorList
	seen  map[string]bool
}

func (l *errorList) add(pos *token.Position, msg string) {
	e := &tags.Error{Msg: msg}
	if pos != nil {
		e.Pos = *pos
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.seen == nil {
		l.seen = map[string]bool{}
	}
	if s := e.Error(); !l.seen[s] {
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
	items := append(tags.ErrorList(nil), l.items...)
	items.Sort()
	var errs []error
	for i, e := range items {
		if i == maxErrors {
			errs = append(errs, fmt.Errorf("(and %d more errors)", len(items)-maxErrors))
			break
		}
		errs = append(errs, errors.New(e.Error()))
	}
	return errors.Join(errs...)
}
