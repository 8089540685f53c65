/* global window, document, location */
/**
 * The SCORM runtime of the launch page, on the content origin (content-origin.ts, docs/scorm.md 'Launch'). It never
 * sees a session of the platform: the platform window that framed this page sends the person's record as CMI data
 * once, and receives each commit back; it writes the record itself.
 *
 * 1. Posts { type: 'scorm:ready' } to the parent, addressed to the platform's origin only.
 * 2. Waits for { type: 'scorm:init', cmi } from that parent (origin and window checked), installs scorm-again's API
 *    object (`API` for 1.2, `API_1484_11` for 2004) loaded with it on this window, and frames the package's launch
 *    file under it: the package finds the API by walking its parents, all on this origin.
 * 3. On each commit and on the finish, posts { type: 'scorm:commit', cmi, totalTime } to the platform; after values
 *    change, { type: 'scorm:state', cmi, totalTime } (kept by the platform and saved if the player closes before the
 *    next commit). On leaving the page, a session still open is finished (which commits).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var appOrigin = script.getAttribute('data-app-origin');
  var version = script.getAttribute('data-version') === '2004' ? '2004' : '1.2';
  var platform = window.parent;
  if (!appOrigin || platform === window) return;
  var Runtime = version === '2004' ? window.Scorm2004API : window.Scorm12API;
  var name = version === '2004' ? 'API_1484_11' : 'API';
  // The launch page's address with /lancamento/ is the package's launch file with /scorm/ (same object, same token).
  var entry = location.pathname.replace(/^\/lancamento\//, '/scorm/') + location.search + location.hash;
  var api = null;

  var post = function (message) {
    platform.postMessage(message, appOrigin);
  };

  var commit = function () {
    var totalTime;
    try {
      totalTime = api.cmi.getCurrentTotalTime();
    } catch {
      totalTime = undefined;
    }
    post({ type: 'scorm:commit', cmi: api.renderCMIToJSONObject(), totalTime: totalTime });
  };

  // Every value the content sets reaches the platform (once per burst of calls), so closing the player keeps it even
  // when the frame is gone before the content commits.
  var statePending = false;
  var sendState = function () {
    if (statePending) return;
    statePending = true;
    Promise.resolve().then(function () {
      statePending = false;
      var totalTime;
      try {
        totalTime = api.cmi.getCurrentTotalTime();
      } catch {
        totalTime = undefined;
      }
      post({ type: 'scorm:state', cmi: api.renderCMIToJSONObject(), totalTime: totalTime });
    });
  };

  window.addEventListener('message', function (event) {
    if (event.origin !== appOrigin || event.source !== platform) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'scorm:init' || api) return;
    // mastery_override: with a mastery score and a score, the LMS decides 'passed' or 'failed' on finish (SCORM 1.2
    // RTE 3.4.2.1.7, cmi.student_data.mastery_score).
    api = new Runtime({ autocommit: false, lmsCommitUrl: false, logLevel: 5, sendFullCommit: true, autoCompleteLessonStatus: true, mastery_override: true });
    api.loadFromJSON(data.cmi && typeof data.cmi === 'object' ? data.cmi : {}, 'cmi');
    var events = version === '2004' ? ['Commit', 'Terminate'] : ['LMSCommit', 'LMSFinish'];
    for (var i = 0; i < events.length; i++) api.on(events[i], commit);
    api.on(version === '2004' ? 'SetValue.cmi.*' : 'LMSSetValue.cmi.*', sendState);
    if (version === '1.2') {
      // A 1.2 SCO that finishes without ever setting its status is completed (browsed in browse mode): SCORM 1.2 RTE
      // 3.4.2.1.7 has the LMS do so. scorm-again's own option misses it, since the status it starts from is already
      // 'not attempted'; the check runs before the finish stores the data.
      var statusSet = false;
      api.on('LMSSetValue.cmi.core.lesson_status', function () {
        statusSet = true;
      });
      api.on('BeforeTerminate', function () {
        if (!statusSet && api.cmi.core.lesson_status === 'not attempted') {
          api.cmi.core.lesson_status = api.cmi.core.lesson_mode === 'browse' ? 'browsed' : 'completed';
        }
      });
    }
    // A navigation request the content leaves when it finishes (2004 adl.nav.request; 1.2 scorm-again's nav.event)
    // goes to the platform after the last commit, which moves to the next, the previous or the chosen item.
    api.on(version === '2004' ? 'Terminate' : 'LMSFinish', function () {
      var request = '';
      try {
        request = version === '2004' ? api.adl.nav.request : api.nav.event;
      } catch {
        request = '';
      }
      if (request && request !== '_none_') post({ type: 'scorm:navigate', request: String(request) });
    });
    window[name] = api;
    var frame = document.createElement('iframe');
    frame.title = typeof data.title === 'string' ? data.title : 'SCORM';
    frame.allow = 'fullscreen; autoplay';
    frame.src = entry;
    document.body.appendChild(frame);
  });

  window.addEventListener('pagehide', function () {
    if (!api) return;
    try {
      if (api.isInitialized() && !api.isTerminated()) {
        if (version === '2004') api.Terminate('');
        else api.LMSFinish('');
      }
    } catch {
      // the content may already have finished
    }
  });

  post({ type: 'scorm:ready' });
})();
