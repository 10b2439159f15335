import type {
  ConvertResumeRequest,
  GenerateCoverLetterRequest,
  GeneratePersonalStatementRequest,
  GenerateResumeRequest,
  ParseAndConvertRequest,
  ParseResumeRequest,
  ResumeTemplatesRequest,
} from '../../../../shared/schemas/documents';
import { apiRequest } from '../../../lib/api-client';

/** The document engine's calls (docs/product.md#documents), one per route; each answer that is a document is saved on the server. */
export const generateResume = (body: GenerateResumeRequest) => apiRequest('POST', '/api/ai/resume', { contract: 'document', body });
export const generateCoverLetter = (body: GenerateCoverLetterRequest) =>
  apiRequest('POST', '/api/ai/cover-letter', { contract: 'document', body });
export const generatePersonalStatement = (body: GeneratePersonalStatementRequest) =>
  apiRequest('POST', '/api/ai/personal-statement', { contract: 'document', body });
export const parseResume = (body: ParseResumeRequest) => apiRequest('POST', '/api/ai/parse-resume', { contract: 'parsedResume', body });
export const convertResume = (body: ConvertResumeRequest) =>
  apiRequest('POST', '/api/ai/convert-resume', { contract: 'convertedResume', body });
export const resumeInAllTemplates = (body: ResumeTemplatesRequest) =>
  apiRequest('POST', '/api/ai/resume-templates', { contract: 'resumeTemplates', body });
export const parseAndConvert = (body: ParseAndConvertRequest) =>
  apiRequest('POST', '/api/ai/parse-and-convert', { contract: 'parseAndConvert', body });
