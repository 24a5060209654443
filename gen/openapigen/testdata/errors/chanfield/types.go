package chanfield

// T has a field of a type OpenAPI cannot describe.
type T struct {
	C chan int `json:"c,omitempty"`
}
