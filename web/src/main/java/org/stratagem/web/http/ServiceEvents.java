package org.stratagem.web.http;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceListener;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.web.api.SessionEvent;

/**
 * The comings and goings of the platform's games, strategies, evaluators and move generators, as the
 * framework reports them (a bundle dropped into {@code load/}, updated or removed): each a
 * {@code service} event, {@code {"change": "registered"|"modified"|"unregistering", "kind": ..., "id": ...,
 * "bundle": ..., "version": ...}}, for the strategies panel's event stream.
 */
@Component(service = ServiceEvents.class)
public final class ServiceEvents implements ServiceListener {
    private static final Map<String, String> KINDS = Map.of(ServiceProperties.STRATEGY_ID, "strategy",
            ServiceProperties.EVALUATOR_ID, "evaluator", ServiceProperties.MOVEGEN_ID, "movegen");
    private static final String FILTER = "(|(" + ServiceProperties.STRATEGY_ID + "=*)(" + ServiceProperties.EVALUATOR_ID
            + "=*)(" + ServiceProperties.MOVEGEN_ID + "=*)(&(" + ServiceProperties.GAME_ID + "=*)(objectClass="
            + "org.stratagem.engine.api.Game)))";

    private final BundleContext context;
    private final List<Consumer<SessionEvent>> watchers = new CopyOnWriteArrayList<>();

    /**
     * @param context the web bundle's context, whose listener hears every bundle's services
     * @throws InvalidSyntaxException never: the filter is fixed
     */
    @Activate
    public ServiceEvents(BundleContext context) throws InvalidSyntaxException {
        this.context = context;
        context.addServiceListener(this, FILTER);
    }

    @Deactivate
    void deactivate() {
        context.removeServiceListener(this);
    }

    @Override
    public void serviceChanged(ServiceEvent event) {
        String change = switch (event.getType()) {
            case ServiceEvent.REGISTERED -> "registered";
            case ServiceEvent.MODIFIED -> "modified";
            default -> "unregistering";
        };
        SessionEvent told = new SessionEvent("service", describe(change, event.getServiceReference()));
        for (Consumer<SessionEvent> watcher : watchers) {
            watcher.accept(told);
        }
    }

    /** @return the feed of these events; its current state is an empty {@code services} event */
    EventFeed feed() {
        return new EventFeed() {
            @Override
            public SessionEvent current() {
                return new SessionEvent("services", Map.of());
            }

            @Override
            public AutoCloseable watch(Consumer<SessionEvent> watcher) {
                watchers.add(watcher);
                return () -> watchers.remove(watcher);
            }
        };
    }

    private static Map<String, Object> describe(String change, ServiceReference<?> service) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("change", change);
        String kind = "game";
        Object id = service.getProperty(ServiceProperties.GAME_ID);
        for (Map.Entry<String, String> property : KINDS.entrySet()) {
            if (service.getProperty(property.getKey()) != null) {
                kind = property.getValue();
                id = service.getProperty(property.getKey());
            }
        }
        fields.put("kind", kind);
        fields.put("id", String.valueOf(id));
        fields.put("bundle", service.getBundle() == null ? null : service.getBundle().getSymbolicName());
        fields.put("version", service.getBundle() == null ? null : service.getBundle().getVersion().toString());
        return fields;
    }
}
