// Package output is the last stage every generator shares: the header each
// generated file opens with, and writing a run's files all or none.
package output
