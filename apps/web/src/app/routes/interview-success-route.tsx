import { useLocation } from 'react-router';
import { InterviewSuccessPage } from '../../features/interview-end/interview-success';
import { renderYourData } from './your-data-slot';

/**
 * The success screen, told by the question page's navigation state whether a knockout answer ended the
 * interview before its last question (docs/questions.md).
 */
export function InterviewSuccessRoute() {
  const location = useLocation();
  const isEndedEarly = (location.state as { endedEarly?: unknown } | null)?.endedEarly === true;
  return <InterviewSuccessPage renderYourData={renderYourData} isEndedEarly={isEndedEarly} />;
}
