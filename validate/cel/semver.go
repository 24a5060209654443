package cel

import (
	"strconv"
	"strings"
)

// The Kubernetes semver library (semver(), isSemver(), the Semver methods)
// as the API server runs it: versions are parsed by the rules and with the
// error messages of blang/semver v4's Parse, which the library calls, and
// normalize rewrites the string first as the library does. The parser is
// our own so that generated code, and the modules that build it, need no
// semver dependency; crdtest's TestCELRuntimeMatchesCELGo and celinterp's
// TestSemverMatchesBlang hold it to the real one.
//
// Parsing and comparing valid versions allocates nothing: the prerelease
// and build parts are kept as slices of the input and compared in place.

// Semver is a parsed semantic version, the value of semver(s).
type Semver struct {
	Major, Minor, Patch uint64
	// Pre is the prerelease part without its "-" ("rc.1"), Build the build
	// metadata without its "+"; "" when absent (a present part is never
	// empty: "1.2.3-" does not parse).
	Pre, Build string
}

// String renders v as blang/semver does: the numbers in decimal, then the
// prerelease and build parts as parsed (their numeric identifiers have no
// leading zeros, so they print as written).
func (v Semver) String() string {
	s := strconv.FormatUint(v.Major, 10) + "." + strconv.FormatUint(v.Minor, 10) + "." + strconv.FormatUint(v.Patch, 10)
	if v.Pre != "" {
		s += "-" + v.Pre
	}
	if v.Build != "" {
		s += "+" + v.Build
	}
	return s
}

// ParseSemver is semver(s) and, with normalize, semver(s, true):
// normalizing drops one leading "v" and the leading zeros of each part and
// fills in a missing minor or patch number.
func ParseSemver(s string, normalize bool) (Semver, Err) {
	v, bad := parseSemverString(s, normalize)
	if bad.kind != semverOK {
		return Semver{}, Msg(bad.message())
	}
	return v, Err{}
}

// IsSemver is isSemver(s) and isSemver(s, normalize).
func IsSemver(s string, normalize bool) bool {
	_, bad := parseSemverString(s, normalize)
	return bad.kind == semverOK
}

func SemverMajor(v Semver) int64 { return int64(v.Major) }
func SemverMinor(v Semver) int64 { return int64(v.Minor) }
func SemverPatch(v Semver) int64 { return int64(v.Patch) }

// SemverCompare is v.compareTo(w): -1, 0 or 1 by semver precedence (build
// metadata does not count); isLessThan and isGreaterThan follow from it.
func SemverCompare(v, w Semver) int64 {
	if c := compareUint(v.Major, w.Major); c != 0 {
		return c
	}
	if c := compareUint(v.Minor, w.Minor); c != 0 {
		return c
	}
	if c := compareUint(v.Patch, w.Patch); c != 0 {
		return c
	}
	return comparePrerelease(v.Pre, w.Pre)
}

// SemverEqual is v == w: equal precedence, so versions that differ only in
// build metadata are equal, as the library's Equal says.
func SemverEqual(v, w Semver) bool { return SemverCompare(v, w) == 0 }

func compareUint(a, b uint64) int64 {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// comparePrerelease orders two prerelease parts: a version without one
// ranks above any with one; otherwise identifier by identifier, numeric
// ones by value and below alphanumeric ones, alphanumeric ones by bytes,
// and a prefix ranks below the longer list.
func comparePrerelease(a, b string) int64 {
	switch {
	case a == "" && b == "":
		return 0
	case a == "":
		return 1
	case b == "":
		return -1
	}
	for {
		x, restA, moreA := strings.Cut(a, ".")
		y, restB, moreB := strings.Cut(b, ".")
		if c := compareIdentifier(x, y); c != 0 {
			return c
		}
		switch {
		case !moreA && !moreB:
			return 0
		case !moreA:
			return -1
		case !moreB:
			return 1
		}
		a, b = restA, restB
	}
}

// compareIdentifier orders two valid prerelease identifiers. Numeric ones
// have no leading zeros, so the longer is the larger and equal lengths
// compare as text.
func compareIdentifier(x, y string) int64 {
	nx, ny := onlyDigits(x), onlyDigits(y)
	switch {
	case nx && !ny:
		return -1
	case !nx && ny:
		return 1
	case nx && len(x) != len(y):
		return compareUint(uint64(len(x)), uint64(len(y)))
	}
	return int64(strings.Compare(x, y))
}

// semverKind names why a string is not a version; the message is built
// only when asked for, so isSemver allocates nothing either way.
type semverKind uint8

const (
	semverOK semverKind = iota
	semverEmpty
	semverNoTriple
	semverShortMeta
	semverBadMajor
	semverZeroMajor
	semverBadMinor
	semverZeroMinor
	semverBadPatch
	semverZeroPatch
	semverNumber // a number that strconv.ParseUint refuses (empty, too large)
	semverEmptyPre
	semverZeroPre
	semverBadPre
	semverEmptyBuild
	semverBadBuild
)

type semverError struct {
	kind semverKind
	part string // the offending part, as the message quotes it
	// zero: part is shown with a "0" in front (normalize put it there)
	zero bool
}

func (e semverError) message() string {
	part := e.part
	if e.zero {
		part = "0" + part
	}
	q := strconv.Quote(part)
	switch e.kind {
	case semverEmpty:
		return "Version string empty"
	case semverNoTriple:
		return "No Major.Minor.Patch elements found"
	case semverShortMeta:
		return "short version cannot contain PreRelease/Build meta data"
	case semverBadMajor:
		return "Invalid character(s) found in major number " + q
	case semverZeroMajor:
		return "Major number must not contain leading zeroes " + q
	case semverBadMinor:
		return "Invalid character(s) found in minor number " + q
	case semverZeroMinor:
		return "Minor number must not contain leading zeroes " + q
	case semverBadPatch:
		return "Invalid character(s) found in patch number " + q
	case semverZeroPatch:
		return "Patch number must not contain leading zeroes " + q
	case semverNumber:
		_, err := strconv.ParseUint(part, 10, 64)
		return err.Error()
	case semverEmptyPre:
		return "Prerelease is empty"
	case semverZeroPre:
		return "Numeric PreRelease version must not contain leading zeroes " + q
	case semverBadPre:
		return "Invalid character(s) found in prerelease " + q
	case semverEmptyBuild:
		return "Build meta data is empty"
	case semverBadBuild:
		return "Invalid character(s) found in build meta data " + q
	}
	return ""
}

// semverPart is one dot-separated part of a version string, possibly with
// a "0" that normalization put in front of it.
type semverPart struct {
	s    string
	zero bool
}

// parseSemverString parses s strictly, or normalized first.
func parseSemverString(s string, normalize bool) (Semver, semverError) {
	if !normalize {
		if s == "" {
			return Semver{}, semverError{kind: semverEmpty}
		}
		major, rest, ok1 := strings.Cut(s, ".")
		minor, patch, ok2 := strings.Cut(rest, ".")
		if !ok1 || !ok2 {
			return Semver{}, semverError{kind: semverNoTriple}
		}
		return parseSemverParts(semverPart{s: major}, semverPart{s: minor}, semverPart{s: patch})
	}
	// Normalized: the parts are rewritten one by one; joined with dots they
	// would split back into the same three parts (the first two hold no
	// dot), so they are parsed as they are, without building the string.
	s = strings.TrimPrefix(s, "v")
	var parts [3]semverPart
	n := 0
	for n < 2 {
		p, rest, ok := strings.Cut(s, ".")
		if !ok {
			break
		}
		parts[n] = normalizePart(p)
		n++
		s = rest
	}
	parts[n] = normalizePart(s)
	n++
	if n < 3 {
		if strings.ContainsAny(parts[n-1].s, "+-") {
			return Semver{}, semverError{kind: semverShortMeta}
		}
		for ; n < 3; n++ {
			parts[n] = semverPart{s: "0"}
		}
	}
	return parseSemverParts(parts[0], parts[1], parts[2])
}

// normalizePart drops the leading zeros of a part longer than one
// character, keeping (or putting back) one zero when nothing or no digit
// would lead it.
func normalizePart(p string) semverPart {
	if len(p) < 2 {
		return semverPart{s: p}
	}
	t := strings.TrimLeft(p, "0")
	switch {
	case t == "":
		return semverPart{s: "0"}
	case isDigit(t[0]):
		return semverPart{s: t}
	case len(t) < len(p):
		return semverPart{s: p[len(p)-len(t)-1:]} // one of the zeros, then t
	}
	return semverPart{s: t, zero: true}
}

// parseSemverParts parses major.minor.patch[-pre][+build] from its three
// parts, in blang/semver's order of checks (so the first error is its).
func parseSemverParts(majorP, minorP, patchP semverPart) (Semver, semverError) {
	var v Semver
	var bad semverError
	if v.Major, bad = parseVersionNumber(majorP, semverBadMajor, semverZeroMajor); bad.kind != semverOK {
		return Semver{}, bad
	}
	if v.Minor, bad = parseVersionNumber(minorP, semverBadMinor, semverZeroMinor); bad.kind != semverOK {
		return Semver{}, bad
	}
	// The build metadata starts at the first "+", the prerelease at the
	// first "-" before it. A "0" normalization put in front belongs to the
	// patch number.
	patch := patchP.s
	var pre, build string
	hasPre, hasBuild := false, false
	if i := strings.IndexByte(patch, '+'); i >= 0 {
		patch, build, hasBuild = patch[:i], patch[i+1:], true
	}
	if i := strings.IndexByte(patch, '-'); i >= 0 {
		patch, pre, hasPre = patch[:i], patch[i+1:], true
	}
	if v.Patch, bad = parseVersionNumber(semverPart{s: patch, zero: patchP.zero}, semverBadPatch, semverZeroPatch); bad.kind != semverOK {
		return Semver{}, bad
	}
	if hasPre {
		for rest, more := pre, true; more; {
			var id string
			id, rest, more = strings.Cut(rest, ".")
			if bad = checkPrereleaseIdentifier(id); bad.kind != semverOK {
				return Semver{}, bad
			}
		}
		v.Pre = pre
	}
	if hasBuild {
		for rest, more := build, true; more; {
			var id string
			id, rest, more = strings.Cut(rest, ".")
			switch {
			case id == "":
				return Semver{}, semverError{kind: semverEmptyBuild}
			case !onlyAlphanumeric(id):
				return Semver{}, semverError{kind: semverBadBuild, part: id}
			}
		}
		v.Build = build
	}
	return v, semverError{}
}

// parseVersionNumber parses a major, minor or patch number. An empty one
// passes the character check and fails as a number, as in blang/semver.
func parseVersionNumber(p semverPart, badChars, leadingZero semverKind) (uint64, semverError) {
	if p.zero {
		// "0" then a non-digit (normalization adds it only then), or
		// "0" alone when nothing follows.
		if p.s == "" {
			return 0, semverError{}
		}
		return 0, semverError{kind: badChars, part: p.s, zero: true}
	}
	switch {
	case !onlyDigits(p.s):
		return 0, semverError{kind: badChars, part: p.s}
	case len(p.s) > 1 && p.s[0] == '0':
		return 0, semverError{kind: leadingZero, part: p.s}
	}
	n, err := strconv.ParseUint(p.s, 10, 64)
	if err != nil {
		return 0, semverError{kind: semverNumber, part: p.s}
	}
	return n, semverError{}
}

func checkPrereleaseIdentifier(id string) semverError {
	switch {
	case id == "":
		return semverError{kind: semverEmptyPre}
	case onlyDigits(id):
		if len(id) > 1 && id[0] == '0' {
			return semverError{kind: semverZeroPre, part: id}
		}
		if _, err := strconv.ParseUint(id, 10, 64); err != nil {
			return semverError{kind: semverNumber, part: id}
		}
	case !onlyAlphanumeric(id):
		return semverError{kind: semverBadPre, part: id}
	}
	return semverError{}
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// onlyDigits reports whether s has no byte but 0-9 ("" has none).
func onlyDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// onlyAlphanumeric reports whether s has no byte but ASCII letters, digits
// and "-" (a non-ASCII byte never is one, so bytes suffice for runes).
func onlyAlphanumeric(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isDigit(c) && c != '-' && !('a' <= c && c <= 'z') && !('A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}
