"""Batch 10: Gemini 429 RESOURCE_EXHAUSTED across the Python gRPC client and Gemini CLI versions; CUDA out of
memory across four PyTorch versions (sizes are incidental)."""
from lib import H, HX, I, IX, O  # noqa: F401

# ---------------- Gemini API quota / rate exhausted (rate_limit) ----------------
O(r"""
429 Resource has been exhausted (e.g. check quota).
grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:
	status = StatusCode.RESOURCE_EXHAUSTED
	details = "Resource has been exhausted (e.g. check quota)."
	debug_error_string = "UNKNOWN:Error received from peer ipv4: ########:443 {created_time:"2024-05-26T04:18:56.862289+00:00", grpc_status:8, grpc_message:"Resource has been exhausted (e.g. check quota)."}"
""", "rate_limit", "gemini", "google/generative-ai-docs/issues/438", same="gemini-429",
  note="google-generativeai over gRPC: the 429 and the gRPC status 8",
  inc=[[("2024-05-26T04:18:56.862289+00:00", "2024-06-02T11:47:03.104512+00:00"), ("ipv4: ########:443", "ipv4: 142.250.74.10:443")]])
O(r"""
[API Error: Resource has been exhausted (e.g. check quota).]
""", "rate_limit", "gemini", "google-gemini/gemini-cli/issues/19976", same="gemini-429", note="issue title: Gemini CLI 0.29")
O(r"""
✕ [API Error: [{
    "error": {
      "code": 429,
      "message": "Resource exhausted. Please try again later. Please refer to
  https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.",
      "errors": [
        {
          "message": "Resource exhausted. Please try again later. Please refer to
  https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.",
          "domain": "global",
          "reason": "rateLimitExceeded"
        }
      ],
      "status": "RESOURCE_EXHAUSTED"
    }
  }
  ]]
  Possible quota limitations in place or slow response times detected. Switching to the gemini-2.5-flash model for the
  rest of this session.
""", "rate_limit", "gemini", "google-gemini/gemini-cli/issues/14831", same="gemini-429",
  note="Gemini CLI 0.20 printing the Vertex-style body, wrapped at the terminal width",
)
O(r"""
✕ [API Error: [{ "error": { "code": 429, "message": "Resource exhausted. Please try again later. Please refer to https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details."
""", "rate_limit", "gemini", "google-gemini/gemini-cli/issues/14811", same="gemini-429", note="issue title (cut by the tracker)")
O(r"""
[2024-06-03 20:22:13,118][evals.apis.inference.gemini_api][WARNING] - Encountered API error: Exception Type: ResourceExhausted, Error Details: 429 Quota exceeded for aiplatform.googleapis.
com/generate_content_requests_per_minute_per_project_per_base_model with base model: gemini-pro. Please submit a quota increase request. https://cloud.google.com/vertex-ai/docs/generative-ai/quotas-genai., Traceback: Traceback (most recent call last):
""", "rate_limit", "gemini", "felixbinder/introspection_self_prediction/issues/66",
  note="Vertex AI's per-minute request quota through a research harness's logger (the hydra command prefix left out)",
  inc=[[("2024-06-03 20:22:13,118", "2024-06-04 09:01:57,402")]],
  hn=[H([("generate_content_requests_per_minute_per_project_per_base_model", "generate_content_input_tokens_per_minute_per_base_model")],
        "quota metric requests per minute -> input tokens per minute (another rate-limit kind, another remedy)")])

# ---------------- CUDA out of memory (runtime); the sizes are incidental ----------------
OOM = "fix: a smaller batch / model, or free the GPU"
O(r"""
RuntimeError: CUDA out of memory. Tried to allocate 92.00 MiB (GPU 0; 1.96 GiB total capacity; 1.46 GiB already allocated; 16.38 MiB free; 1.51 GiB reserved in total by PyTorch
""", "runtime", "python", "singhsourabh/Resume-NER/issues/4", same="cuda-oom",
  note="PyTorch 1.x (a RuntimeError; the closing parenthesis lost in the quote). " + OOM,
  inc=[[("92.00 MiB", "184.00 MiB"), ("1.46 GiB already allocated", "1.38 GiB already allocated"), ("16.38 MiB free", "9.12 MiB free")]])
O(r"""
torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 38.00 MiB (GPU 0; 4.00 GiB total capacity; 3.41 GiB already allocated; 0 bytes free; 3.44 GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
""", "runtime", "python", "gjy3035/NWPU-Crowd-Sample-Code/issues/27", same="cuda-oom", note="PyTorch 2.0's exception class. " + OOM)
O(r"""
torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.70 GiB. GPU 0 has a total capacty of 6.00 GiB of which 0 bytes is free. Of the allocated memory 2.93 GiB is allocated by PyTorch, and 2.30 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF
""", "runtime", "python", "carolchenyx/MGFN./issues/35", same="cuda-oom", note="PyTorch 2.1's wording (with its typo 'capacty'). " + OOM,
  inc=[[("1.70 GiB.", "850.00 MiB."), ("2.93 GiB is allocated", "3.61 GiB is allocated"), ("2.30 GiB is reserved", "1.12 GiB is reserved")]])
O(r"""
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.22 GiB. GPU 0 has a total capacity of 15.69 GiB of which 3.71 GiB is free. Including non-PyTorch memory, this process has 11.14 GiB memory in use. Of the allocated memory 10.14 GiB is allocated by PyTorch, and 771.43 MiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation for Memory Management  (https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)
""", "runtime", "python", "antgroup/echomimic_v2/issues/115", same="cuda-oom", note="PyTorch 2.5's torch.OutOfMemoryError. " + OOM,
  inc=[[("4.22 GiB.", "2.11 GiB."), ("3.71 GiB is free", "1.02 GiB is free"), ("11.14 GiB memory in use", "14.61 GiB memory in use"),
        ("771.43 MiB", "402.18 MiB")]])
