package load

import "sort"

// Session type-checks parts of a Graph over several calls, into one
// go/types universe: a package is checked once, and later calls reuse it,
// so types stay identical across calls. It serves generators that learn
// which packages they need only while reading others (defaulter-gen: the
// input packages named by tags, the packages of ref() defaults).
//
// Every package a session checks, dependencies included, is parsed with
// comments and keeps them, because such generators read the comments of
// declarations anywhere, say the tags on a field of an imported struct:
// Checked.Syntax holds each file's package clause and comments only (the
// declarations live on in the types), and no types.Info is kept. Errors
// are those of Graph.Check unless SessionOptions say otherwise.
// A Session is used by one goroutine at a time.
type Session struct {
	c *checker
}

// SessionOptions tune a Session.
type SessionOptions struct {
	// Replace substitutes the content of files, by absolute path, as
	// CheckRequest.Replace.
	Replace map[string][]byte
	// IgnoreTypeErrors leaves type errors unreported: declarations that do
	// not check get invalid types, and the rest is used as it is. This is
	// how Kubernetes' defaulter-gen treats a package that does not compile.
	// Go list and syntax errors are reported still.
	IgnoreTypeErrors bool
}

// NewSession starts a session.
func (g *Graph) NewSession(opts SessionOptions) *Session {
	c := g.newChecker(opts.Replace)
	c.keepAll, c.ignoreTypeErrors = true, opts.IgnoreTypeErrors
	return &Session{c: c}
}

// Check type-checks the packages at paths, with what their declarations
// need, and returns them by path. Packages that are not in the graph yet
// must be added with Graph.Add first. The error lists the problems found
// by this call; packages checked by an earlier call are not checked again.
func (s *Session) Check(paths ...string) (map[string]*Checked, error) {
	return s.c.check(paths)
}

// Packages returns every package checked so far, dependencies included,
// in import-path order.
func (s *Session) Packages() []*Checked {
	s.c.mu.Lock()
	defer s.c.mu.Unlock()
	out := make([]*Checked, 0, len(s.c.nodes))
	for _, n := range s.c.nodes {
		out = append(out, n.checked())
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}
