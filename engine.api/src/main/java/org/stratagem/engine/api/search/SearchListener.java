package org.stratagem.engine.api.search;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Receives the progress of a search, on the search's own thread: it must return quickly and must
 * not touch the position being searched.
 */
@ConsumerType
@FunctionalInterface
public interface SearchListener {
    /** A listener that ignores every report. */
    SearchListener NONE = progress -> { };

    /**
     * @param progress the latest report
     */
    void onProgress(SearchProgress progress);
}
