package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// The OpenAPI formats of numbers with a check digit: ISBNs and credit card
// numbers (see format_openapi.go).

// OpenAPIISBN checks isbn: an isbn10 or an isbn13.
func OpenAPIISBN[T ~string](p *Path, v T) field.ErrorList {
	if isISBN10(string(v)) || isISBN13(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "isbn", "must be an ISBN-10 or ISBN-13 with a valid check digit, such as 0321751043 or 978-0321751041")
}

// OpenAPIISBN10 checks isbn10: ten digits (the last may be 'X', for 10)
// whose weighted sum is a multiple of 11.
func OpenAPIISBN10[T ~string](p *Path, v T) field.ErrorList {
	if isISBN10(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "isbn10", "must be an ISBN-10 with a valid check digit, such as 0321751043")
}

// OpenAPIISBN13 checks isbn13: thirteen digits with the EAN check digit.
func OpenAPIISBN13[T ~string](p *Path, v T) field.ErrorList {
	if isISBN13(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "isbn13", "must be an ISBN-13 with a valid check digit, such as 978-0321751041")
}

// isbnDigits copies the characters of s that are not '-' or \s (which the
// API server removes before reading an ISBN) into buf; ok is false when
// there are more than len(buf).
func isbnDigits(s string, buf []byte) (n int, ok bool) {
	for i := range len(s) {
		c := s[i]
		if c == '-' || isRegexpSpace(c) {
			continue
		}
		if n == len(buf) {
			return n, false
		}
		buf[n] = c
		n++
	}
	return n, true
}

func isISBN10(s string) bool {
	var d [10]byte
	n, ok := isbnDigits(s, d[:])
	if !ok || n != 10 || !allBytes(string(d[:9]), isDigit) || !(isDigit(d[9]) || d[9] == 'X') {
		return false
	}
	sum := 0
	for i := range 9 {
		sum += (i + 1) * int(d[i]-'0')
	}
	last := 10
	if d[9] != 'X' {
		last = int(d[9] - '0')
	}
	return (sum+10*last)%11 == 0
}

func isISBN13(s string) bool {
	var d [13]byte
	n, ok := isbnDigits(s, d[:])
	if !ok || n != 13 || !allBytes(string(d[:]), isDigit) {
		return false
	}
	sum := 0
	for i := range 12 {
		w := 1
		if i%2 == 1 {
			w = 3
		}
		sum += w * int(d[i]-'0')
	}
	return int(d[12]-'0') == (10-sum%10)%10
}

// OpenAPICreditCard checks creditcard: its digits (every other character is
// ignored) are a number of one of the card schemes' prefixes and lengths,
// with a valid Luhn check digit.
func OpenAPICreditCard[T ~string](p *Path, v T) field.ErrorList {
	if isCreditCard(string(v)) {
		return nil
	}
	return formatTypeInvalid(p, v, "creditcard", "must be a credit card number with a valid check digit, such as 4111 1111 1111 1111")
}

func isCreditCard(s string) bool {
	var d [16]byte
	n := 0
	for i := range len(s) {
		if !isDigit(s[i]) {
			continue
		}
		if n == len(d) {
			return false // no scheme has more than 16 digits
		}
		d[n] = s[i]
		n++
	}
	num := string(d[:n])
	if !isCardScheme(num) {
		return false
	}
	sum := 0
	for i := n - 1; i >= 0; i-- {
		x := int(num[i] - '0')
		if (n-1-i)%2 == 1 {
			x *= 2
			if x >= 10 {
				x -= 9
			}
		}
		sum += x
	}
	return sum%10 == 0
}

// isCardScheme: the prefixes and lengths of Visa (4, 13 or 16 digits),
// Mastercard (51-55, 16), Discover (6011 and 65, 16), American Express (34
// and 37, 15), Diners Club (300-305, 36 and 38, 14) and JCB (2131 and 1800,
// 15; 35, 16).
func isCardScheme(d string) bool {
	has := func(prefix string) bool { return len(d) >= len(prefix) && d[:len(prefix)] == prefix }
	between := func(lo, hi byte) bool { return len(d) >= 2 && d[1] >= lo && d[1] <= hi }
	switch len(d) {
	case 13:
		return has("4")
	case 14:
		return has("30") && d[2] <= '5' || has("36") || has("38")
	case 15:
		return has("34") || has("37") || has("2131") || has("1800")
	case 16:
		return has("4") || has("5") && between('1', '5') || has("6011") || has("65") || has("35")
	}
	return false
}
