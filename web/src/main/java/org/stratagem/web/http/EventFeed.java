package org.stratagem.web.http;

import java.util.function.Consumer;
import org.stratagem.web.api.SessionEvent;

/** What an {@link EventStream} serves: the state now, then every event as it comes. */
interface EventFeed {
    /** @return the event that tells a new watcher how things stand */
    SessionEvent current();

    /**
     * @param watcher receives every event, on the thread that causes it
     * @return closing it ends the watch
     */
    AutoCloseable watch(Consumer<SessionEvent> watcher);
}
