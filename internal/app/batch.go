package app

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
)

// msgBatch answers a request body holding a JSON array of operations.
const msgBatch = "Batched operations are not supported: send one operation per request."

// refuseBatches answers a POST whose JSON body is an array (a batch of operations, which the
// server does not run) with one clear BAD_REQUEST error before anything is decoded. Without it
// gqlgen's decode failure has no code and repeats the whole body in its message.
func refuseBatches(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Body == nil {
			next.ServeHTTP(w, r)
			return
		}
		br := bufio.NewReaderSize(r.Body, 512)
		head, _ := br.Peek(512) // fewer bytes at the end of a short body; the error shows again when decoding
		if t := bytes.TrimLeft(head, " \t\r\n"); len(t) > 0 && t[0] == '[' {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			_, _ = io.WriteString(w, `{"errors":[{"message":"`+msgBatch+`","extensions":{"code":"BAD_REQUEST"}}]}`)
			return
		}
		r.Body = struct {
			io.Reader
			io.Closer
		}{br, r.Body}
		next.ServeHTTP(w, r)
	})
}
